/// How a side panel enters over, under or beside the background (the camera).
///
/// Every style moves the panel from off-screen on its own side to its resting frame as its
/// progress goes 0 → 1; they differ in what the background does and in stacking order
/// (bottom to top: revealed panels, the background with the centre panel and pushed panels, the
/// blur over the background, covering and overlapping panels, the chrome):
public enum PanelStyle: Hashable, Sendable {
    /// The panel slides in over the background, which stays still (the two-axis article's left
    /// and right panels "cover the central panel rather than pushing the view away").
    case cover
    /// The panel lies under the background: the background slides away 1:1 and the panel
    /// follows at `parallax` of that speed, starting `parallax` of a screen away (the two-axis
    /// article's top panel: rest centre −H/2, moves t/2, so `parallax` 0.5).
    case reveal(parallax: Double)
    /// The panel slides in over the background while the background moves away at
    /// `backgroundParallax` of the panel's speed; drawn under the chrome (the two-axis article's
    /// bottom panel "overlaps the camera … but below the navigation buttons"; the article moves
    /// the camera by a full height when the bottom panel is shown, so 1 by default).
    case overlap(backgroundParallax: Double)
    /// The panel and the background move together, side by side (a pager).
    case push

    /// The two-axis article's top panel: revealed at half speed (FEEL.md §1, two-axis: "top panel
    /// moves t/2 from rest centre −H/2").
    public static let articleTop = PanelStyle.reveal(parallax: 0.5)
    /// The two-axis article's bottom panel: overlaps the camera, which moves with it (seed 001,
    /// `present(.bottom)` moves the camera up by the view's height).
    public static let articleBottom = PanelStyle.overlap(backgroundParallax: 1)

    /// True when the panel is drawn under the background.
    public var isUnderneath: Bool {
        if case .reveal = self { return true }
        return false
    }

    /// True when the panel is drawn above the background (cover, overlap).
    public var isAbove: Bool {
        switch self {
        case .cover, .overlap: true
        case .reveal, .push: false
        }
    }

    /// A copy with non-finite or negative factors replaced by safe values (parallax clamped to 0…1).
    public var sanitized: PanelStyle {
        switch self {
        case .reveal(let f): .reveal(parallax: f.isFinite ? min(max(f, 0), 1) : 0.5)
        case .overlap(let f): .overlap(backgroundParallax: f.isFinite ? min(max(f, 0), 1) : 1)
        case .cover, .push: self
        }
    }
}
