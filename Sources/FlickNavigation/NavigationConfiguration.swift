public import FlickAnimation
public import FlickUI

/// The container's tunables. Defaults reproduce the two-axis article (seed 001, FEEL.md §1).
public struct NavigationConfiguration: Hashable, Sendable {
    /// How each side panel enters. Default: the two-axis article — left and right cover the
    /// camera, the top is revealed from underneath at half speed, the bottom overlaps the camera.
    public var styles: [Panel: PanelStyle] = [
        .left: .cover, .right: .cover, .top: .articleTop, .bottom: .articleBottom,
    ]
    /// A release faster than this along the drag, points per second, decides by its direction
    /// (velocity first). Default 500 pt/s: the two-axis article's 0.5 px/ms (FEEL.md §1; the
    /// habr article uses 200).
    public var releaseVelocityThreshold = 500.0
    /// Otherwise a release past this fraction of the way to the next panel goes there. Default
    /// 0.2: the two-axis article's H/5 (FEEL.md §1; the habr article uses 0.5).
    public var releasePositionThreshold = 0.2
    /// The horizontal axis's release thresholds when they differ from the two above. Default
    /// nil: both axes use the same. The two-axis article's horizontal axis is a paging scroll
    /// view, which goes on past half a page or with a fling (`ReleaseThresholds.paging`).
    public var horizontalRelease: ReleaseThresholds?

    /// The release thresholds on `axis`.
    public func release(on axis: Axis) -> ReleaseThresholds {
        if axis == .horizontal, let h = horizontalRelease { return h }
        return ReleaseThresholds(velocity: releaseVelocityThreshold, position: releasePositionThreshold)
    }

    /// The curve past the last panel. Default: the two-axis article's log10 curve (FEEL.md §1, §4);
    /// `RubberBand.standard` is UIScrollView's c = 0.55.
    public var rubberBand = RubberBand.logarithmic
    /// Whether a drag past the last panel on an axis rubber-bands (else it stops there).
    public var bouncesAtEnds = true
    /// Whether a drag towards a side with no panel (absent, or refused by `shouldShow`)
    /// rubber-bands; default false: that direction does nothing.
    public var bouncesTowardsAbsentPanels = false
    /// Whether one drag may go from one side panel across the centre to the opposite one
    /// (left → centre → right without lifting).
    public var crossesCenterInOneDrag = true
    /// Whether the top and bottom panels can be left with a vertical swipe (the article allowed
    /// only buttons; default true).
    public var swipesBackFromVerticalPanels = true
    /// The spring every settle runs on, from the release velocity. Default ζ 1 / response 0.4, the
    /// default settle (FEEL.md §4): no bounce, so a cancelled swipe never shows the other side.
    public var spring = Spring.smooth
    /// When set (seconds, > 0), settles run for this long on `settleCurve` instead of on `spring`
    /// (a UIView animation: the two-axis article's 0.2 s, the overview article's 0.25 s
    /// ease-in-out, FEEL.md §1); a release bends the curve's start to the finger's speed
    /// (`TimingCurve.startingAt(slope:)`), so it leaves the finger at the speed it was shown
    /// moving and ends as the article's curve does. Default nil: the spring.
    public var settleDuration: Double?
    /// The curve of a timed settle (`settleDuration`); default ease-in-out (UIView's default, and
    /// the overview article's `UIViewAnimationOptionCurveEaseInOut`).
    public var settleCurve = TimingCurve.easeInOut
    /// When set (points per second), a finger moving faster than this along the drag, towards a
    /// panel next to the one the drag started from, finishes there at once, mid-drag: the
    /// container is taken from the finger and settles (the overview article's
    /// `kVelocityLimit` = 2000, FEEL.md §1). Default nil: only the release decides.
    public var finishVelocity: Double?
    /// With `resistance`, the side panels on a resisting axis follow the finger (at their style's
    /// parallax) while the background meets the resistance: article 001 moves the leaderboards
    /// by the translation, the map by half of it, and only the scroll container and the camera
    /// by the damped value (FEEL.md §1). Default false: the panels move with the position.
    public var panelsFollowFinger = false
    /// The axes on which the whole drag follows `rubberBand` from where it started, not only past
    /// the last panel: the two-axis article's vertical resistance, `(1 − log10(max(1, |t|))/10)·t`
    /// "applied to the scroll container and the camera" (FEEL.md §1). Default none: 1:1.
    public var resistance: Set<Axis> = []
    /// The order LB/RB cycle through (wrapping); absent panels are skipped.
    public var cycleOrder: [Panel] = [.left, .center, .right]
    /// The rumble when a panel commits: (low-frequency strength, high-frequency strength,
    /// seconds). Flick's choice: a short light tick — a quarter of the small motor for 40 ms.
    public var commitRumble = CommitRumble(low: 0, high: 0.25, duration: 0.04)
    /// The left stick's scrub (`StickScrub`).
    public var stick = StickScrub.Configuration()

    /// The default configuration.
    public init() {}

    /// The style of `panel` (cover when unset; the centre has none).
    public func style(of panel: Panel) -> PanelStyle { (styles[panel] ?? .cover).sanitized }
}

/// A rumble's strengths (0…1) and duration (seconds), as GamepadManager.rumble takes them.
public struct CommitRumble: Hashable, Sendable {
    /// The low-frequency (large) motor, 0…1.
    public var low: Double
    /// The high-frequency (small) motor, 0…1.
    public var high: Double
    /// Seconds.
    public var duration: Double
    /// Creates a rumble.
    public init(low: Double, high: Double, duration: Double) {
        self.low = low
        self.high = high
        self.duration = duration
    }
}

/// When a released drag goes on to the next panel (`ReleasePlanner`).
public struct ReleaseThresholds: Hashable, Sendable {
    /// Faster than this along the drag (points per second) decides by direction.
    public var velocity: Double
    /// Otherwise past this fraction of the way goes on.
    public var position: Double

    /// A paging scroll view's release: past half a page, or a fling faster than the two-axis
    /// article's 0.5 px/ms (FEEL.md §1, two-axis; `UIScrollView.isPagingEnabled`).
    public static let paging = ReleaseThresholds(velocity: 500, position: 0.5)

    /// Creates thresholds.
    public init(velocity: Double, position: Double) {
        self.velocity = velocity
        self.position = position
    }
}
