import FlickGeometry
public import FlickInput
public import FlickUI

/// The left stick's hold on the container.
struct StickDrive {
    /// The locked axis.
    let axis: Axis
    /// +1 or −1 along it.
    let sign: Double
    /// The rest the scrub is measured from.
    let origin: Panel
    /// Where the container was when the stick took it (panel units along `axis`).
    let base: Double
    /// Where the scrub may go.
    let range: DragRange
}

extension SwipeNavigationController {
    // MARK: Presses

    /// Handles a key or gamepad press (down): arrows and the D-pad step to the neighbouring
    /// panel that way; LB/RB cycle through `configuration.cycleOrder`; B/Escape return to the
    /// centre. Returns whether the press was used (false while locked, at an end, or for other
    /// keys), so callers pass unused presses on.
    @discardableResult
    public func handlePress(_ press: Press) -> Bool {
        guard !isLocked else { return false }
        switch press.source {
        case .gamepad(.leftShoulder, _): return cycle(by: -1)
        case .gamepad(.rightShoulder, _): return cycle(by: 1)
        default: break
        }
        switch press.meaning {
        case .left: return step(Point(x: -1, y: 0))
        case .right: return step(Point(x: 1, y: 0))
        case .up: return step(Point(x: 0, y: -1))
        case .down: return step(Point(x: 0, y: 1))
        case .back:
            guard destinationPanel != .center else { return false }
            navigate(to: .center)
            return true
        case .select, .other:
            return false
        }
    }

    /// One panel from the destination in direction `d`.
    private func step(_ d: Point) -> Bool {
        guard let next = neighbour(of: destinationPanel, towards: d) else { return false }
        navigate(to: next)
        return true
    }

    /// The next available panel in `configuration.cycleOrder`, wrapping.
    private func cycle(by delta: Int) -> Bool {
        let order = configuration.cycleOrder.filter { availablePanels.contains($0) }
        guard order.count > 1 else { return false }
        let i = order.firstIndex(of: destinationPanel) ?? order.firstIndex(of: .center) ?? 0
        let next = order[((i + delta) % order.count + order.count) % order.count]
        guard next != destinationPanel else { return false }
        navigate(to: next)
        return true
    }

    // MARK: The left stick

    /// Feeds one left-stick axis change (after the dead zone, −1…1) at `time`: holding the stick
    /// scrubs the container with its deflection, letting go decides by deflection and its rate
    /// (`StickScrub`) and settles on the spring. Other axes are ignored. Returns whether the
    /// event was used.
    @discardableResult
    public func handleStick(_ change: GamepadAxisEvent, at time: Double) -> Bool {
        let axis: Axis
        switch change.axis {
        case .leftX: axis = .horizontal
        case .leftY: axis = .vertical
        default: return false
        }
        guard !isLocked else {
            // Where the stick is still counts: a release while locked (a story up) must not leave
            // the old deflection behind for the next axis event, of any pad, to scrub with.
            stick.record(axis: axis, value: change.value, at: time)
            return false
        }
        for output in stick.update(axis: axis, value: change.value, at: time) {
            switch output {
            case .idle: break
            case .began(let a, let sign): beginStick(axis: a, sign: sign, at: time)
            case .scrub(let amount): scrubStick(amount)
            case .released(let commit): endStick(commit: commit, at: time)
            }
        }
        return true
    }

    /// Forgets a stick scrub (focus lost): the container settles back.
    public func cancelStick() {
        stick.reset()
        if stickDrive != nil { endStick(commit: false, at: nil) }
    }

    private func beginStick(axis: Axis, sign: Double, at time: Double) {
        guard drag == nil else { return }
        stopMotion(at: time)
        let origin = nearestRest(to: position)
        guard
            let range = DragRange.forDrag(
                from: origin, on: axis, available: availablePanels, configuration: configuration),
            position.component(axis == .horizontal ? .vertical : .horizontal) == 0
        else {
            if position != currentPanel.restingPosition { settleByPosition(at: time) }
            return
        }
        stickDrive = StickDrive(axis: axis, sign: sign, origin: origin, base: position.component(axis), range: range)
    }

    private func scrubStick(_ amount: Double) {
        guard let s = stickDrive else { return }
        let rest = s.origin.restingPosition.component(s.axis)
        let value = s.base + s.sign * amount
        let clamped = min(max(value, max(s.range.lower, rest - 1)), min(s.range.upper, rest + 1))
        setPosition(Point.on(s.axis, clamped))
    }

    func endStick(commit: Bool, at time: Double?) {
        guard let s = stickDrive else { return }
        stickDrive = nil
        let rest = s.origin.restingPosition.component(s.axis)
        var value = rest
        if commit {
            let beyond = s.range.rests.filter { ($0 - s.base) * s.sign > 1e-9 }
            value = (s.sign > 0 ? beyond.min() : beyond.max()) ?? rest
        }
        startMotion(to: Panel.at(value, on: s.axis) ?? currentPanel, velocity: .zero, at: time.map(catchTime))
    }

    // MARK: Focus

    /// Moves focus to the first focusable view (reading order) of the current panel, or clears
    /// it when the panel has none (so focus never stays in a hidden panel).
    func moveFocusIntoCurrentPanel() {
        guard let engine = FocusEngine.engine(for: view), let window = view.window else { return }
        guard let panelView = panels[currentPanel]?.viewIfLoaded else {
            engine.focus(nil)
            return
        }
        if let focused = engine.focusedView, focused.isDescendant(of: panelView) { return }
        let items = engine.focusableViews(within: panelView)
        let frames = items.map { $0.convert($0.bounds, to: window) ?? .zero }
        if let i = FocusNavigator.initial(among: frames) {
            engine.focus(items[i])
        } else {
            engine.focus(nil)
        }
    }
}
