public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickNavigation
public import FlickUI

/// `--scene overview`: article 004 (imitation Snapchat page view switch) on
/// `SwipeNavigationController`. The "over" view (the profile) is pulled down from the top over the
/// main view (the camera); the article's 80 pt action button shrinks to 50 pt and moves 55 pt down
/// with progress, its ring darkening over the yellow profile; a drag faster than 2000 pt/s finishes
/// at once; otherwise the release finishes past 0.30 of the height, else cancels, in the article's
/// 0.25 s ease-in-out. The article's four-direction variant (chat, stories and memories over views
/// from the other edges) is a toggle: the chip on the camera, `4`, or Y. The status bar shows only
/// while the over view's top is within 10 pt of the screen's.
@MainActor
public final class OverviewScene: DemoScene, SwipeNavigationObserver {
    public static let name = "overview"
    public static let caption =
        "overview · pull the profile down over the camera; fast flicks finish at once"

    /// The container (the application's root controller).
    public let navigation: SwipeNavigationController
    /// The camera behind the over views.
    let camera: TwoAxisCameraController
    /// The clear main page: caption and the four-direction chip.
    let main: OverviewMainController
    /// The fake status bar (above everything).
    let statusBar = OverviewStatusBar()
    /// The four-direction variant's extra over views.
    private let extras: [Panel: ViewController] = [
        .left: OverviewPanelController(content: .chat),
        .right: OverviewPanelController(content: .stories),
        .bottom: OverviewPanelController(content: .memories),
    ]
    /// True while the four-direction variant is on.
    public private(set) var fourDirections = false

    /// The article's status-bar rule: visible only while the over view's top is at or below −10 pt
    /// (seed 004 `kVisibleStatusBarRange` = −10; FEEL.md §1, overview).
    public static let statusBarRange = -10.0

    /// The article's container settings (seed 004; FEEL.md §1, overview): over views cover the
    /// main view; progress clamped to 0…1 (no band, no crossing the centre); the release decides
    /// by translation alone, past 0.30 (`kTranslationLimit`); a drag faster than 2000 pt/s finishes
    /// at once (`kVelocityLimit`); finish and cancel take 0.25 s ease-in-out
    /// (`transitionAnimationDuration`, `UIViewAnimationOptionCurveEaseInOut`).
    public static var configuration: NavigationConfiguration {
        var c = NavigationConfiguration()
        c.styles = [.top: .cover, .bottom: .cover, .left: .cover, .right: .cover]
        c.releaseVelocityThreshold = .infinity
        c.releasePositionThreshold = 0.30
        c.finishVelocity = 2000
        c.settleDuration = 0.25
        c.settleCurve = .easeInOut
        c.bouncesAtEnds = false
        c.crossesCenterInOneDrag = false
        return c
    }

    /// The scene over the procedural viewfinder (no camera), for tests and previews.
    public convenience init(application: Application) {
        self.init(application: application, camera: .none, log: { _ in })
    }

    /// The scene for the command line's options: `--camera` behind the views, log lines.
    public static func make(application: Application, options: SceneOptions) -> OverviewScene {
        OverviewScene(
            application: application, camera: options.camera, viewfinders: options.viewfinders, log: options.log)
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
        main = OverviewMainController(caption: Self.caption)
        let panels: [Panel: ViewController] = [.center: main, .top: OverviewPanelController(content: .profile)]
        navigation = SwipeNavigationController(
            background: camera, panels: panels, configuration: Self.configuration, ticker: application.ticker)
        // The action button alone, the article's 80 pt one: no bar tint (the article has no
        // nav bar).
        navigation.chrome?.leftTint = .clear
        navigation.chrome?.rightTint = .clear
        navigation.chrome?.geometry = .overview
        application.rootViewController = navigation
        TwoAxisScene.removeHabrChrome(from: navigation)
        navigation.installInput(in: application)
        statusBar.isUserInteractionEnabled = false
        application.window.addSubview(statusBar)
        main.onToggle = { [weak self] in self?.setFourDirections(!(self?.fourDirections ?? false)) }
        navigation.addObserver(self)
        layout(in: application.viewport)
    }

    /// Turns the article's four-direction variant on or off (at the main view: the container
    /// first returns there).
    public func setFourDirections(_ on: Bool) {
        guard on != fourDirections else { return }
        fourDirections = on
        if navigation.destinationPanel != .center { navigation.navigate(to: .center, animated: false) }
        for (panel, controller) in extras { navigation.setPanel(on ? controller : nil, for: panel) }
        main.setToggle(on)
    }

    public func layout(in viewport: Size) {
        statusBar.frame = Rect(x: 0, y: 0, width: viewport.width, height: OverviewStatusBar.height)
        updateStatusBar(navigation.position, size: viewport)
    }

    public func handle(_ event: InputEvent, in application: Application) {
        switch event.kind {
        case .gamepadButton(let b) where b.button == .y && b.isDown:
            setFourDirections(!fourDirections)
        case .key(let k) where k.code == .character("4") && k.isDown && !k.isRepeat:
            setFourDirections(!fourDirections)
        default:
            break
        }
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        camera.cameraView.advance(to: frame.targetTimestamp)
    }

    public func swipeNavigation(_ controller: SwipeNavigationController, didUpdate position: Point) {
        updateStatusBar(position, size: controller.view.bounds.size)
        navigation.chrome?.buttons[.center]?.layer.borderColor = Self.actionButtonColor(position)
    }

    /// The action button's ring: white over the camera, turning to the profile's ink as the
    /// yellow profile comes down (white on its yellow would have a contrast of 1.07:1).
    static func actionButtonColor(_ position: Point) -> Color {
        let p = position.isFinite ? min(max(-position.y, 0), 1) : 0
        return Color.white.mixed(with: OverviewPanelController.Content.profile.ink, p)
    }

    /// The over view's top edge, points from the screen's top (−height when hidden, 0 when shown):
    /// the leading edge of whichever over view is coming in.
    static func overViewTop(_ position: Point, size: Size) -> Double {
        let horizontal = position.x != 0
        let travel = horizontal ? size.width : size.height
        let progress = min(abs(horizontal ? position.x : position.y), 1)
        return -(1 - progress) * travel
    }

    private func updateStatusBar(_ position: Point, size: Size) {
        statusBar.isHidden = Self.overViewTop(position, size: size) < Self.statusBarRange
    }
}
