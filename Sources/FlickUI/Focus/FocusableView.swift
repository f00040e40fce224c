public import FlickGeometry

/// A plain focusable view: a tile, a button, a cell. Set `primaryAction` to run on A/Enter/Space,
/// and override `didUpdateFocus(_:)` to restyle on focus.
@MainActor
open class FocusableView: View, Focusable {
    /// Runs on A/Enter/Space while focused; nil passes the action up the responder chain.
    public var primaryAction: (@MainActor (FocusableView) -> Void)?
    /// Set to false to take the view out of focus navigation.
    public var isFocusEnabled = true

    /// Creates a focusable view covering `frame`.
    public convenience init(frame: Rect, primaryAction: (@MainActor (FocusableView) -> Void)? = nil) {
        self.init(layer: .init())
        self.frame = frame
        self.primaryAction = primaryAction
    }

    /// `isFocusEnabled`.
    open var canBecomeFocused: Bool { isFocusEnabled }

    /// Does nothing; override to restyle.
    open func didUpdateFocus(_ context: FocusUpdateContext) {}

    /// Runs `primaryAction` if there is one.
    open func performPrimaryAction() -> Bool {
        guard let primaryAction else { return false }
        primaryAction(self)
        return true
    }
}
