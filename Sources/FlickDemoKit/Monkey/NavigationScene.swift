public import FlickNavigation
public import FlickUI

/// A scene whose content is a `SwipeNavigationController` (`panels`, `home`): the monkey checks
/// the container's own invariants and that it settles once input stops.
@MainActor
public protocol NavigationScene: DemoScene {
    /// The two-axis container.
    var navigation: SwipeNavigationController { get }
    /// The longest anything in the scene keeps moving after the last input, seconds (a settle,
    /// a presentation, a scroll's deceleration). The monkey expects the app idle this long plus
    /// one second after input stops.
    static var longestMotion: Double { get }
    /// True while the scene draws every frame by design with nobody touching it (a live camera
    /// on screen); the monkey then skips its "no frame composed while idle" check.
    var drawsWhileIdle: Bool { get }
    /// Controllers the scene keeps alive on purpose while they are out of the tree (made once,
    /// presented again and again). The monkey's leak check spares them and every controller
    /// they contain (children, presented); any other controller that left the tree must be freed.
    var retainedControllers: [ViewController] { get }
}

extension NavigationScene {
    /// One second: the container's settle spring (ζ 1, response 0.4 s, FEEL.md §4) is within
    /// 0.1 % of its target after 0.6 s, and it clamps at the target.
    public static var longestMotion: Double { 1 }
    /// False: scenes are still when nobody touches them.
    public var drawsWhileIdle: Bool { false }
    /// None: a controller that leaves the tree is expected to be freed.
    public var retainedControllers: [ViewController] { [] }
}

extension PanelsScene: NavigationScene {}

extension HomeScene: NavigationScene {
    /// Five seconds: a list flung at 5 000 pt/s decelerates (rate 0.998 per ms, FEEL.md §5)
    /// below half a point per second in about 4.6 s; settles and presentations end far sooner.
    public static var longestMotion: Double { 5 }
    /// The camera, when on screen.
    public var drawsWhileIdle: Bool { cameraIsLive }
    /// The cards deck: the stories page (`CardsStartController`) makes it once and presents it
    /// again each time the mini card is pulled up.
    public var retainedControllers: [ViewController] { [stories.deckController] }
}
