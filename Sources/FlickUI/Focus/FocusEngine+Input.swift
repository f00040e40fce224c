public import FlickGeometry
public import FlickInput

extension FocusEngine {
    /// Handles one input event (the application's dispatch calls this for every event). Returns
    /// true when the event was used for focus (a move, an activation, a back, a stick scroll).
    ///
    /// - Touch, mouse and wheel only record that the pointer is in use (the ring hides).
    /// - Arrow keys move on every key-down, repeats included (the platform's key repeat).
    ///   Enter/Space activate, Escape goes back.
    /// - D-pad buttons move, repeating while held (`dpadRepeat`); A activates, B goes back.
    /// - The left stick moves through `stickRepeat`; the right stick scrolls the scroll view
    ///   around the focused view (or the window's first scroll view).
    /// - The first direction after pointer input only shows the ring around the focused view,
    ///   without moving, so the user sees where focus is before it moves.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        let time = event.timestamp
        switch event.kind {
        case .touch, .pointer, .wheel:
            lastInputKind = .pointer
            return false
        case .key(let key):
            let wasPointer = lastInputKind == .pointer
            lastInputKind = .keyboard
            guard key.isDown else { return false }
            switch key.code {
            case .up: return press(.up, revealOnly: wasPointer)
            case .down: return press(.down, revealOnly: wasPointer)
            case .left: return press(.left, revealOnly: wasPointer)
            case .right: return press(.right, revealOnly: wasPointer)
            case .enter, .space: return key.isRepeat ? false : activate()
            case .escape: return key.isRepeat ? false : goBack()
            default: return false
            }
        case .gamepadButton(let change):
            let wasPointer = lastInputKind == .pointer
            lastInputKind = .gamepad
            if let direction = Self.direction(of: change.button) {
                let held = change.isDown ? direction : (dpadRepeat.direction == direction ? nil : dpadRepeat.direction)
                let presses = dpadRepeat.hold(held, at: time)
                return apply(presses, revealOnly: wasPointer && change.isDown)
            }
            guard change.isDown else { return false }
            switch change.button {
            case .a: return activate()
            case .b: return goBack()
            default: return false
            }
        case .gamepadAxis(let change):
            return handleAxis(change, at: time)
        case .focusLost:
            stickRepeat.release()
            dpadRepeat.release()
            return false
        default:
            return false
        }
    }

    /// Delivers the stick and D-pad repeats due by `time` (called on every frame while a
    /// direction is held). Returns true while one is still held.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        _ = apply(stickRepeat.advance(to: time) + dpadRepeat.advance(to: time), revealOnly: false)
        return stickRepeat.direction != nil || dpadRepeat.direction != nil
    }

    /// The scroll view the right stick drives: the nearest one around the focused view, else the
    /// first in the window (tree order).
    public var stickScrollTarget: ScrollView? { stickScrollTarget(for: .zero) }

    /// The scroll view the right stick at `stick` drives: the nearest one around the focused view
    /// that scrolls along the stick's larger component (so a vertical push on a swipe-to-reveal
    /// row scrolls its list, not the row), else the nearest one around it, else the first in the
    /// window (tree order).
    public func stickScrollTarget(for stick: Point) -> ScrollView? {
        var around: [ScrollView] = []
        var node = focusedView?.superview
        while let n = node {
            if let scroll = n as? ScrollView, scroll.isScrollEnabled { around.append(scroll) }
            node = n.superview
        }
        if stick != .zero {
            let horizontal = abs(stick.x) >= abs(stick.y)
            if let along = around.first(where: { horizontal ? $0.scrollsHorizontally : $0.scrollsVertically }) {
                return along
            }
        }
        if let nearest = around.first { return nearest }
        return window?.subtree.first { ($0 as? ScrollView)?.isScrollEnabled == true } as? ScrollView
    }

    private func handleAxis(_ change: GamepadAxisEvent, at time: Double) -> Bool {
        let pad = change.gamepad
        switch change.axis {
        case .leftX, .leftY:
            if change.axis == .leftX { leftStick[pad, default: .zero].x = change.value }
            if change.axis == .leftY { leftStick[pad, default: .zero].y = change.value }
            let stick = leftStick[pad] ?? .zero
            let wasPointer = lastInputKind == .pointer
            if stick != .zero { lastInputKind = .gamepad }
            return apply(stickRepeat.update(stick: stick, at: time), revealOnly: wasPointer)
        case .rightX, .rightY:
            if change.axis == .rightX { rightStick[pad, default: .zero].x = change.value }
            if change.axis == .rightY { rightStick[pad, default: .zero].y = change.value }
            if change.value != 0 { lastInputKind = .gamepad }
            let stick = rightStick[pad] ?? .zero
            let target = stickScrollTarget(for: stick)
            if let previous = stickScrolledView, previous !== target { previous.scroll(stick: .zero, at: time) }
            stickScrolledView = target
            guard let scroll = target else { return false }
            scroll.scroll(stick: stick, at: time)
            return true
        case .leftTrigger, .rightTrigger:
            return false
        }
    }

    private func press(_ direction: FocusDirection, revealOnly: Bool) -> Bool {
        if revealOnly, focusedView != nil { return true }
        return move(direction)
    }

    private func apply(_ presses: [StickRepeat.Press], revealOnly: Bool) -> Bool {
        var handled = false
        for (i, p) in presses.enumerated() {
            handled = press(p.direction, revealOnly: revealOnly && i == 0 && !p.isRepeat) || handled
        }
        scheduleRepeats()
        return handled
    }

    /// Keeps frames coming while a direction is held, so repeats arrive on time.
    func scheduleRepeats() {
        guard !repeatScheduled, stickRepeat.direction != nil || dpadRepeat.direction != nil else { return }
        repeatScheduled = true
        ticker.atNextFrame { [weak self] time in
            guard let self else { return }
            self.repeatScheduled = false
            if self.advance(to: time) { self.scheduleRepeats() }
        }
    }

    static func direction(of button: GamepadButton) -> FocusDirection? {
        switch button {
        case .dpadUp: .up
        case .dpadDown: .down
        case .dpadLeft: .left
        case .dpadRight: .right
        default: nil
        }
    }
}
