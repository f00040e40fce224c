public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickNavigation
public import FlickUI

/// `--scene two-axis`: article 001 (Snapchat navigation, part 2) on `SwipeNavigationController`.
/// The camera (the live feed when one captures, else the procedural viewfinder) sits in the
/// middle; Chat (left, yellow) and Discover (right, green) slide over it
/// rather than pushing it; the Map (top, red) is revealed from underneath at half speed; the
/// Leaderboards (bottom, blue) overlap the camera below the nav buttons. A vertical drag meets the
/// article's log10 resistance from its first point; a release faster than 0.5 px/ms or past H/5
/// goes on, in the article's 0.2 s; as in the article (and Snapchat) the top and bottom panels are
/// left with the buttons, not by swiping. The nav bar's side buttons navigate, its centre button
/// takes a picture at the camera and returns to it elsewhere.
@MainActor
public final class TwoAxisScene: DemoScene {
    public static let name = "two-axis"
    public static let caption =
        "two-axis · sides cover the camera, the map hides beneath, the board overlaps"

    /// The container (the application's root controller).
    public let navigation: SwipeNavigationController
    /// The camera behind the panels.
    let camera: TwoAxisCameraController
    /// The clear centre panel: caption and capture flash.
    let center: TwoAxisCenterController

    /// The article's container settings (seed 001; FEEL.md §1, two-axis): the default styles and
    /// vertical thresholds (500 pt/s, H/5, log10 band), plus the resistance over the whole
    /// vertical drag ("applied to the scroll container and the camera") while the leaderboards
    /// follow the finger 1:1 and the map at half its speed, its 0.2 s `UIView.animate` settle
    /// (UIKit's default ease-in-out curve), and no swiping back from the top and bottom panels
    /// ("going back from top and bottom panel by swipe gestures is disabled"). Sideways the
    /// article pages a scroll view: half a page or a fling.
    public static var configuration: NavigationConfiguration {
        var c = NavigationConfiguration()
        c.resistance = [.vertical]
        c.panelsFollowFinger = true
        c.horizontalRelease = .paging
        c.settleDuration = 0.2
        c.settleCurve = .easeInOut
        c.swipesBackFromVerticalPanels = false
        return c
    }

    /// The scene for the command line's options: `--camera` behind the panels, log lines, and a
    /// committed panel rumbles the gamepads.
    public static func make(application: Application, options: SceneOptions) -> TwoAxisScene {
        let scene = TwoAxisScene(
            application: application, camera: options.camera, viewfinders: options.viewfinders, log: options.log)
        let rumble = options.rumble
        scene.navigation.rumble = { r in rumble(r.low, r.high, r.duration) }
        return scene
    }

    /// The scene over the procedural viewfinder (no camera), for tests and previews.
    public convenience init(application: Application) {
        self.init(application: application, camera: .none, log: { _ in })
    }

    /// The scene over the camera `choice` names (the live feed when one captures, else the
    /// procedural viewfinder); `log` receives one line saying which.
    public init(
        application: Application, camera choice: CameraChoice, viewfinders: ViewfinderPainters? = nil,
        log: @escaping (String) -> Void
    ) {
        application.clearColor = .black
        camera = TwoAxisCameraController(
            cameraView: CameraView.connected(choice, in: application, viewfinders: viewfinders, log: log)
        )
        center = TwoAxisCenterController(caption: Self.caption, ticker: application.ticker)
        let panels: [Panel: ViewController] = [
            .center: center,
            .left: TwoAxisPanelController(content: .chat),
            .right: TwoAxisPanelController(content: .discover),
            .top: TwoAxisPanelController(content: .map),
            .bottom: TwoAxisPanelController(content: .leaderboards),
        ]
        navigation = SwipeNavigationController(
            background: camera, panels: panels, configuration: Self.configuration, ticker: application.ticker)
        navigation.onCapture = { [center] in center.flash() }
        application.rootViewController = navigation
        // Article 001 has the nav bar only: the habr article's blur and swipe indicators go.
        Self.removeHabrChrome(from: navigation)
        navigation.installInput(in: application)
    }

    /// Takes the habr article's blur and swipe indicators out of `navigation`'s default chrome,
    /// keeping the nav bar (the two-axis and overview articles have no blur or indicators).
    /// Loads the container's view first (the chrome installs itself then).
    static func removeHabrChrome(from navigation: SwipeNavigationController) {
        _ = navigation.view
        guard let chrome = navigation.chrome else { return }
        chrome.blurView.removeFromSuperview()
        for indicator in chrome.indicators.values { indicator.removeFromSuperview() }
    }

    public func layout(in viewport: Size) {}

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        camera.cameraView.advance(to: frame.targetTimestamp)
    }
}

/// The camera: the live feed or the procedural viewfinder (the article's `CenterViewController`).
@MainActor
final class TwoAxisCameraController: ViewController {
    /// The camera view.
    let cameraView: CameraView

    init(cameraView: CameraView) {
        self.cameraView = cameraView
        super.init()
    }

    override func loadView() {
        cameraView.name = "two-axis-camera"
        view = cameraView
    }
}

/// The clear centre panel over the camera (the article's transparent `PanController` page): the
/// scene's caption at the top and the white flash of a capture.
@MainActor
final class TwoAxisCenterController: ViewController {
    private let captionText: String
    private let ticker: AnimationTicker
    private let pill: Layer
    /// The capture flash (alpha 0 at rest).
    let flashView = View()
    /// How many pictures were taken.
    private(set) var captures = 0
    /// The flash: up to 0.85 at once, out in 0.35 s (Flick's looks).
    static let flash = (alpha: 0.85, duration: 0.35)

    init(caption: String, ticker: AnimationTicker) {
        captionText = caption
        self.ticker = ticker
        pill = FlipStyle.makePill(
            "two-axis.caption", text: caption,
            style: TextStyle(font: TextStyle.boldFont, size: 11, color: .white, wraps: true),
            fill: Color(white: 0, alpha: 0.4))
        super.init()
        title = "two-axis-center"
    }

    override func loadView() {
        let v = View()
        v.name = "two-axis-center"
        flashView.name = "two-axis-flash"
        flashView.backgroundColor = .white
        flashView.alpha = 0
        flashView.isUserInteractionEnabled = false
        v.addSubview(flashView)
        v.layer.addSublayer(pill)
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        AnimationTransaction.performWithoutAnimation {
            flashView.frame = b
            FlipStyle.layoutPill(pill, frame: Rect(x: 16, y: 12, width: max(b.width - 32, 0), height: 38))
            let textH = FlipStyle.lineHeight(11) * 2
            pill.sublayers.first?.frame = Rect(x: 14, y: (38 - textH) / 2, width: max(b.width - 60, 0), height: textH)
        }
    }

    /// Takes a "picture": the screen flashes white and fades.
    func flash() {
        captures += 1
        AnimationTransaction.performWithoutAnimation { flashView.alpha = Self.flash.alpha }
        View.animate(withDuration: Self.flash.duration, curve: .easeOut, ticker: ticker) {
            self.flashView.alpha = 0
        }
    }
}
