/// A view the focus engine can focus (UIFocusEnvironment's item side). Adopt it on a `View`
/// subclass, or subclass `FocusableView`, which adopts it with a stored `isFocused` and a
/// `primaryAction` closure.
@MainActor
public protocol Focusable: View {
    /// Whether the view can take focus now (also requires it to be visible and interactive).
    var canBecomeFocused: Bool { get }
    /// Focus arrived at or left this view.
    func didUpdateFocus(_ context: FocusUpdateContext)
    /// A/Enter/Space on the focused view. Return false to pass it up the responder chain (to a
    /// `PrimaryActionHandling` responder).
    func performPrimaryAction() -> Bool
}

extension Focusable {
    /// True.
    public var canBecomeFocused: Bool { true }
    /// Does nothing.
    public func didUpdateFocus(_ context: FocusUpdateContext) {}
    /// Not handled: passes the action up the chain.
    public func performPrimaryAction() -> Bool { false }
    /// True while this view holds the focus of its window's engine.
    public var isFocused: Bool { FocusEngine.engine(for: self)?.focusedView === self }
}

/// What changed in one focus move.
public struct FocusUpdateContext {
    /// The view that had focus, if any.
    public weak var previouslyFocusedView: View?
    /// The view that has focus now, if any.
    public weak var nextFocusedView: View?
    /// The direction pressed, nil for a programmatic move.
    public var heading: FocusDirection?
}

/// A responder (typically a view controller) that handles B/Escape. The focus engine walks the
/// responder chain from the focused view and stops at the first that returns true.
@MainActor
public protocol BackHandling: AnyObject {
    /// Go back (dismiss, pop, close); return false to let the next responder try.
    func handleBack() -> Bool
}

/// A responder that handles A/Enter/Space when the focused view itself does not.
@MainActor
public protocol PrimaryActionHandling: AnyObject {
    /// Activate `view` (the focused view, nil if nothing is focused); return false to pass on.
    func handlePrimaryAction(for view: View?) -> Bool
}
