public import FlickGeometry

/// The default chrome's values for a position (pure): every piece is a function of the
/// fractional 2-D position only, so chrome scrubs with any transition — finger, stick, spring —
/// and is at its resting values whenever the position rests. Progress is clamped to 0…1, so a
/// rubber band never pushes chrome past its ends. Constants: FEEL.md §1.
public struct ChromeLayout: Hashable, Sendable {
    // MARK: habr (seed 000)

    /// The swipe indicator's size, points (FEEL.md §1, habr: 4×50).
    public static let indicatorSize = Size(width: 4, height: 50)
    /// The indicator's corner radius (FEEL.md §1, habr: 2).
    public static let indicatorCornerRadius = 2.0
    /// The indicator's distance from its edge (FEEL.md §1, habr: 20).
    public static let indicatorInset = 20.0
    /// The indicator's shadow opacity and radius (FEEL.md §1, habr: alpha 0.3, radius 5).
    public static let indicatorShadow = (opacity: 0.3, radius: 5.0)
    /// The habr tint: the indicator's end colour and the blur's tint (FEEL.md §1, RGB 180,100,250).
    public static let tint = Color(r255: 180, g255: 100, b255: 250)
    /// The blur's tint alpha (FEEL.md §1, habr: α 0.5).
    public static let blurTintAlpha = 0.5

    // MARK: two-axis (seed 001)

    /// The nav bar's height (FEEL.md §1, two-axis: 80).
    public static let barHeight = 80.0
    /// The nav bar's distance from the bottom (FEEL.md §1, two-axis: 30).
    public static let barBottomInset = 30.0
    /// The centre (capture) button's diameter (FEEL.md §1, two-axis: 60).
    public static let centerButtonSize = 60.0
    /// The side buttons' diameter (FEEL.md §1, two-axis: 42).
    public static let sideButtonSize = 42.0
    /// The side buttons' distance from the screen edges (FEEL.md §1, two-axis: 32).
    public static let buttonMargin = 32.0
    /// How far the centre button drops at full horizontal offset (FEEL.md §1, two-axis: 10).
    public static let centerButtonDrop = 10.0
    /// The side buttons slide inwards by W/2 minus this at full offset (article 001's nav bar,
    /// issue 35): from 32 + 21 pt off the edges their centres end 62 pt from the middle at any
    /// width, so the 42 pt discs keep 11 pt from the 60 pt ring.
    public static let sideButtonInset = 115.0
    /// The bar's tint towards the left panel (FEEL.md §1, two-axis: red).
    public static let leftTint = Color.red
    /// The bar's tint towards the right panel (FEEL.md §1, two-axis: blue).
    public static let rightTint = Color.blue

    // MARK: overview (seed 004)

    /// The action button's smallest size (FEEL.md §1, overview: 50).
    public static let actionButtonSmallSize = 50.0
    /// How far the action button moves down at full vertical progress (FEEL.md §1, overview: 55).
    public static let actionButtonDisplacement = 55.0

    // MARK: Values

    /// The blur over the background: alpha follows the horizontal progress (habr: 0 → 1).
    public var blurAlpha: Double
    /// The left and right indicators' horizontal translation from their resting frames, points.
    public var indicatorTranslation: [Panel: Double]
    /// The indicators' colours (white → tint).
    public var indicatorColor: [Panel: Color]
    /// The indicators' alpha: each fades out as the opposite side or a vertical panel comes in, so
    /// two indicators never rest on one edge and none shows over the top or bottom panel (Flick's
    /// choice; habr has one side only).
    public var indicatorAlpha: [Panel: Double]
    /// The nav bar's background (clear → red towards the left, → blue towards the right).
    public var barColor: Color
    /// The left and right buttons' horizontal translation (inwards by spacing·|offset|), points.
    public var sideButtonTranslation: [Panel: Double]
    /// The centre button's transform: the two-axis drop with horizontal progress, plus, with
    /// `ChromeGeometry.followsVerticalProgress`, the overview's shrink-and-move with vertical
    /// progress (only one is non-identity at a time).
    public var centerButtonTransform: AffineTransform

    /// The values at `position` in a container of `size`; the bar tints towards `leftTint` and
    /// `rightTint` (default the article's red and blue); the buttons move as `geometry` says.
    public static func at(
        _ position: Point, size: Size, leftTint: Color = ChromeLayout.leftTint,
        rightTint: Color = ChromeLayout.rightTint, geometry: ChromeGeometry = .twoAxis
    ) -> ChromeLayout {
        let x = position.x.isFinite ? min(max(position.x, -1), 1) : 0
        let y = position.y.isFinite ? min(max(position.y, -1), 1) : 0
        let h = abs(x)
        let right = max(x, 0)
        let left = max(-x, 0)
        let travel = size.width - 2 * indicatorInset - indicatorSize.width
        let spacing = Self.spacing(width: size.width)
        return ChromeLayout(
            blurAlpha: h,
            indicatorTranslation: [.right: -travel * right, .left: travel * left],
            indicatorColor: [.right: blend(.white, tint, right), .left: blend(.white, tint, left)],
            indicatorAlpha: [.right: (1 - abs(y)) * (1 - left), .left: (1 - abs(y)) * (1 - right)],
            barColor: x < 0
                ? leftTint.withAlpha(leftTint.alpha * h) : x > 0 ? rightTint.withAlpha(rightTint.alpha * h) : .clear,
            sideButtonTranslation: [.left: spacing * h, .right: -spacing * h],
            centerButtonTransform: centerTransform(
                horizontal: h, vertical: geometry.followsVerticalProgress ? abs(y) : 0,
                size: geometry.centerButtonSize))
    }

    /// How far side buttons slide inwards at full offset, points (the two-axis article's
    /// `spacing`, W/2 − 115).
    public static func spacing(width: Double) -> Double {
        max(0, width / 2 - sideButtonInset)
    }

    /// The overview article's action button of diameter `orig` at vertical progress `p` (0…1):
    /// value = 1 − p; size = 50 + value·(orig − 50); scale = size/orig; ty = p·55 + (orig −
    /// size)/2 — and the two-axis drop of 10·|offset| for horizontal progress `h`.
    public static func centerTransform(
        horizontal h: Double, vertical p: Double, size orig: Double = centerButtonSize
    ) -> AffineTransform {
        let value = 1 - p
        let size = actionButtonSmallSize + value * (orig - actionButtonSmallSize)
        let scale = size / orig
        let ty = p * actionButtonDisplacement + (orig - size) / 2 + centerButtonDrop * h
        return AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: ty))
    }

    /// `a` mixed towards `b` by `t`, exactly `a` at 0 and exactly `b` at 1.
    static func blend(_ a: Color, _ b: Color, _ t: Double) -> Color {
        t <= 0 ? a : t >= 1 ? b : a.mixed(with: b, t)
    }

    /// The values at rest on `panel`.
    public static func resting(
        on panel: Panel, size: Size, leftTint: Color = ChromeLayout.leftTint, rightTint: Color = ChromeLayout.rightTint,
        geometry: ChromeGeometry = .twoAxis
    ) -> ChromeLayout {
        at(panel.restingPosition, size: size, leftTint: leftTint, rightTint: rightTint, geometry: geometry)
    }
}
