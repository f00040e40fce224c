public import FlickGeometry

/// Where the default chrome's nav bar puts its buttons and how they follow the position: each
/// article's own (FEEL.md §1). The container's default is the two-axis article's (seed 001);
/// the overview scene takes `overview` (seed 004).
public struct ChromeGeometry: Hashable, Sendable {
    /// The centre (capture or action) button's diameter, points.
    public var centerButtonSize: Double
    /// How far the centre button's centre sits above the bar's middle at rest, points.
    public var centerButtonLift: Double
    /// How far the side buttons' centres sit below the bar's middle, points.
    public var sideButtonDrop: Double
    /// When set, the centre button's bottom edge at rest is this far above the container's
    /// bottom (points), wherever the bar is; `centerButtonLift` is then unused.
    public var centerButtonBottomInset: Double?
    /// True for the overview article's action button, which shrinks to 50 pt and moves 55 pt
    /// down with vertical progress; false for article 001, whose buttons move only sideways.
    public var followsVerticalProgress: Bool
    /// True when the tint towards a side panel covers the whole background, with the bar clear
    /// (article 001 tints its scroll container clear → red / blue with the offset); false tints
    /// the bar alone.
    public var tintsBackground: Bool

    /// A geometry; see the properties.
    public init(
        centerButtonSize: Double, centerButtonLift: Double, sideButtonDrop: Double,
        centerButtonBottomInset: Double? = nil, followsVerticalProgress: Bool, tintsBackground: Bool
    ) {
        self.centerButtonSize = centerButtonSize
        self.centerButtonLift = centerButtonLift
        self.sideButtonDrop = sideButtonDrop
        self.centerButtonBottomInset = centerButtonBottomInset
        self.followsVerticalProgress = followsVerticalProgress
        self.tintsBackground = tintsBackground
    }

    /// The centre button's frame at rest in a container of `size` (container points).
    public func centerButtonFrame(in size: Size) -> Rect {
        let c = centerButtonSize
        let barMid = size.height - ChromeLayout.barBottomInset - ChromeLayout.barHeight / 2
        let y = centerButtonBottomInset.map { size.height - $0 - c / 2 } ?? barMid - centerButtonLift
        return Rect(x: size.width / 2 - c / 2, y: y - c / 2, width: c, height: c)
    }

    /// Article 001's nav bar (FEEL.md §1, two-axis): a 60 pt ring 20 pt above the 42 pt side
    /// buttons at rest (10 above and 10 below the bar's middle, the article's distance from the
    /// centre line), dropping 10·|offset| towards a side panel; nothing moves vertically; the
    /// background tints towards the side panels.
    public static let twoAxis = ChromeGeometry(
        centerButtonSize: ChromeLayout.centerButtonSize, centerButtonLift: ChromeLayout.centerButtonDrop,
        sideButtonDrop: ChromeLayout.centerButtonDrop, followsVerticalProgress: false, tintsBackground: true)

    /// Article 004's action button (FEEL.md §1, overview): 80 pt (the article's "maximum 80"),
    /// shrinking to 50 and moving 55 pt down as the over view comes in. Its bottom rests 70 pt
    /// above the screen's (Flick's choice: the article's 50 would leave the lowered button 5 pt
    /// off screen; 70 keeps 15 pt under it).
    public static let overview = ChromeGeometry(
        centerButtonSize: 80, centerButtonLift: 0, sideButtonDrop: 0, centerButtonBottomInset: 70,
        followsVerticalProgress: true, tintsBackground: false)
}
