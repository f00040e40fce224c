public import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers

/// Moves focus between `Focusable` views of one window with the D-pad, arrow keys and the left
/// stick, activates and goes back, draws the focus ring, and keeps the focused view visible inside
/// scroll views (docs/SCROLLING-AND-FOCUS.md).
///
/// Where focus goes is decided by `FocusNavigator` over the views' frames in window coordinates
/// (so items scrolled out of sight are still reachable; the scroll view then reveals them). The
/// ring shows only while the last input came from a keyboard or a gamepad.
@MainActor
public final class FocusEngine {
    /// The kind of device the last input came from.
    public enum InputKind: Hashable, Sendable {
        /// Touch, mouse or wheel: the ring hides.
        case pointer
        /// A keyboard.
        case keyboard
        /// A gamepad.
        case gamepad
    }

    /// The window whose views take focus.
    public private(set) weak var window: Window?
    /// The ticker whose frames deliver stick and D-pad repeats.
    public let ticker: AnimationTicker
    /// The focused view, if any.
    public private(set) weak var focusedView: View?
    /// Where the last input came from (pointer until a key or a pad is used).
    public internal(set) var lastInputKind = InputKind.pointer {
        didSet { if lastInputKind != oldValue { updateRing() } }
    }
    /// The ring drawn around the focused view (a decoration sublayer of its layer).
    public let ring = FocusRing()
    /// Converts the left stick into presses.
    public var stickRepeat = StickRepeat()
    /// Repeats a held D-pad direction (keyboard arrows use the platform's key repeat).
    public var dpadRepeat = StickRepeat()

    var repeatScheduled = false
    /// The scroll view the right stick drove last (stopped when the stick moves to another).
    weak var stickScrolledView: ScrollView?
    var leftStick: [GamepadID: Point] = [:]
    var rightStick: [GamepadID: Point] = [:]
    private static var engines: [ObjectIdentifier: WeakEngine] = [:]
    private struct WeakEngine { weak var engine: FocusEngine? }

    /// Creates the engine for `window`, driven by `ticker`'s frames (the application's).
    public init(window: Window, ticker: AnimationTicker = .main) {
        self.window = window
        self.ticker = ticker
        Self.engines[ObjectIdentifier(window)] = WeakEngine(engine: self)
    }

    /// The engine of the window `view` is in, if it has one.
    public static func engine(for view: View) -> FocusEngine? {
        guard let window = view.window else { return nil }
        return engines[ObjectIdentifier(window)]?.engine
    }

    /// True while the ring is drawn: something is focused and the last input was a key or a pad.
    public var isRingVisible: Bool { focusedView != nil && lastInputKind != .pointer }

    /// Every view that can take focus now, in tree order: `Focusable` views with
    /// `canBecomeFocused`, in the window, not hidden, not transparent, and interactive all the way
    /// up.
    public var focusableViews: [View] {
        guard let window else { return [] }
        return focusableViews(within: window)
    }

    /// The views of `focusableViews` that are `root` or lie under it, in tree order: only that
    /// subtree is visited (a swipe container settling on a panel moves focus into it).
    public func focusableViews(within root: View) -> [View] {
        guard root === window || root.superview.map(isShown) == true else { return [] }
        var found: [View] = []
        func visit(_ view: View) {
            guard Self.passes(view) else { return }
            if let item = view as? any Focusable, item.canBecomeFocused { found.append(view) }
            for child in view.subviews { visit(child) }
        }
        visit(root)
        return found
    }

    /// Whether `view` is one of `focusableViews`, found by walking up from it rather than down
    /// the whole window.
    public func canFocus(_ view: View) -> Bool {
        guard let item = view as? any Focusable, item.canBecomeFocused else { return false }
        return isShown(view)
    }

    /// Whether `view` and every view up to the window pass `passes`, the window reached.
    private func isShown(_ view: View) -> Bool {
        guard let window else { return false }
        var node: View? = view
        while let n = node {
            guard Self.passes(n) else { return false }
            if n === window { return true }
            node = n.superview
        }
        return false
    }

    /// Not hidden, not transparent, interactive: what focus asks of a view and its ancestors.
    private static func passes(_ view: View) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && view.isUserInteractionEnabled
    }

    /// Moves focus to `view` (nil clears it) and reveals it; `heading` is the direction pressed.
    /// A view that cannot take focus is refused (returns false).
    @discardableResult
    public func focus(_ view: View?, heading: FocusDirection? = nil) -> Bool {
        if let view, !canFocus(view) { return false }
        let previous = focusedView
        guard previous !== view else { return true }
        focusedView = view
        let context = FocusUpdateContext(previouslyFocusedView: previous, nextFocusedView: view, heading: heading)
        (previous as? any Focusable)?.didUpdateFocus(context)
        (view as? any Focusable)?.didUpdateFocus(context)
        updateRing()
        if let view { reveal(view) }
        return true
    }

    /// Moves focus one step in `direction` (or to the first item if nothing valid is focused).
    /// Returns false when nothing lies that way.
    @discardableResult
    public func move(_ direction: FocusDirection) -> Bool {
        let items = focusableViews
        guard let window else { return false }
        let frames = items.map { $0.convert($0.bounds, to: window) ?? .zero }
        guard let current = focusedView, let i = items.firstIndex(where: { $0 === current }) else {
            guard let first = FocusNavigator.initial(among: frames) else { return false }
            return focus(items[first], heading: direction)
        }
        var others = frames
        others[i] = .zero
        guard let next = FocusNavigator.next(from: frames[i], direction: direction, candidates: others) else {
            return false
        }
        return focus(items[next], heading: direction)
    }

    /// A/Enter/Space: the focused view's primary action, else the first `PrimaryActionHandling`
    /// responder up the chain. Returns whether anyone handled it.
    @discardableResult
    public func activate() -> Bool {
        if let item = focusedView as? any Focusable, item.performPrimaryAction() { return true }
        for responder in chainStart.responderChain {
            if let handler = responder as? any PrimaryActionHandling, handler.handlePrimaryAction(for: focusedView) {
                return true
            }
        }
        return false
    }

    /// B/Escape: the first `BackHandling` responder up the chain from the focused view (or the
    /// root controller's view) that handles it. Returns whether anyone did.
    @discardableResult
    public func goBack() -> Bool {
        for responder in chainStart.responderChain {
            if let handler = responder as? any BackHandling, handler.handleBack() { return true }
        }
        return false
    }

    /// Scrolls every scroll view around `view` so it shows, innermost first, animated.
    public func reveal(_ view: View) {
        var node = view.superview
        while let n = node {
            if let scroll = n as? ScrollView, let rect = view.convert(view.bounds, to: scroll) {
                scroll.scrollRectToVisible(rect.outset(dx: FocusRing.outset, dy: FocusRing.outset), animated: true)
            }
            node = n.superview
        }
    }

    private var chainStart: Responder {
        focusedView ?? window?.rootViewController?.viewIfLoaded ?? window ?? Responder()
    }

    func updateRing() {
        ring.attach(to: isRingVisible ? focusedView : nil)
    }
}
