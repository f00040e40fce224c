public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickNavigation
import FlickSDL
public import FlickUI
import Logging

/// `--scene home`, the default: the Snapchat-style app on `SwipeNavigationController`.
///
/// - **Centre**: the camera (live V4L2 feed, else the procedural viewfinder) behind everything,
///   the top icons (profile, search → discover, switch camera, flash) and the capture ring — the
///   nav bar's centre button, which flashes white and shows a toast.
/// - **Left, chats** (`ChatsController`): a scrolling list whose rows swipe to reveal actions.
/// - **Right, discover** (`HomeDiscoverController`): a grid of story cards; a card opens its
///   story full screen with the 3-D flip; the story closes by a left-edge swipe, B or Escape.
/// - **Top, memories** (`HomeMemoriesController`): a grid revealed from underneath with parallax.
/// - **Bottom, stories** (a `CardsStartController`, the fourth article's start screen): swiping
///   up from the camera brings up the stories page the way the two-axis article's bottom panel
///   overlaps the camera; its mini card sits at the bottom with the nav bar on it, and dragging
///   the mini card up (or tapping it, or A) pulls the full-screen deck out of it. In the deck a
///   card swipes up for its actions, the deck pages sideways and drags down to close. So the
///   bottom panel *is* the mini card's home: one upward swipe shows it, a second one on the card
///   opens the deck — the mini card never competes with the camera's own swipe up.
///
/// The chrome is `NavigationChrome`'s: the habr blur over the camera and swipe indicators, the
/// two-axis nav bar (tinted chat blue towards the chats, discover purple towards discover, its
/// side buttons showing the panels' icons) and the overview's action button that shrinks as the
/// top panel comes down. While a story or the deck is up the container is locked, so only the
/// story or deck moves.
///
/// Keys and pads: arrows / D-pad move focus inside a panel, then to the next panel; LB/RB cycle
/// chats · camera · discover; A/Enter activate (capture at the camera); B/Escape go back (close
/// the story or the deck, lower a raised card, return to the camera). On the camera, F or Y
/// toggles the flash and C or X switches the camera.
@MainActor
public final class HomeScene: DemoScene {
    public static let name = "home"
    public static let caption =
        "home · the app: camera, chats, discover stories with the flip, memories, and the card deck"

    /// Paints the viewfinder's still pictures while the window opens.
    public static func prepareAhead(viewport: Size, viewfinders: ViewfinderPainters) {
        viewfinders.paintAhead(viewport: viewport)
    }

    /// The container (the application's root controller).
    public let navigation: SwipeNavigationController
    /// The background: the camera.
    let camera: HomeCameraController
    /// The centre panel: top icons and capture feedback.
    let center: HomeCenterController
    /// The left panel.
    let chats: ChatsController
    /// The right panel.
    let discover: HomeDiscoverController
    /// The top panel.
    let memories: HomeMemoriesController
    /// The bottom panel: the cards article's start screen with its mini card and deck.
    let stories: CardsStartController
    /// Snaps captured so far.
    public private(set) var captureCount = 0
    /// True while the flash is on.
    public private(set) var isFlashOn = false
    private let ticker: AnimationTicker
    private var focusedAtLaunch = false
    private var chromeHidden = false

    /// The scene with no camera (the procedural viewfinder), for tests and previews.
    public convenience init(application: Application) {
        self.init(application: application, camera: .none, log: { _ in })
    }

    /// The scene for the command line's options: `--camera`, log lines, and a committed panel
    /// rumbles the gamepads.
    public static func make(application: Application, options: SceneOptions) -> HomeScene {
        let scene = HomeScene(
            application: application, camera: options.camera, viewfinders: options.viewfinders, log: options.log)
        let rumble = options.rumble
        scene.navigation.rumble = { r in rumble(r.low, r.high, r.duration) }
        return scene
    }

    /// The scene over the camera `choice` names; `log` receives one line saying which camera.
    public init(
        application: Application, camera choice: CameraChoice, viewfinders: ViewfinderPainters? = nil,
        log: @escaping (String) -> Void
    ) {
        ticker = application.ticker
        // What shows behind a story while it turns over in 3-D (the discover grid turns away
        // first): the panels' own dark, not a black hole.
        application.clearColor = HomeStyle.panel
        let cameraView = CameraView.connected(choice, in: application, viewfinders: viewfinders, log: log)
        camera = HomeCameraController(cameraView: cameraView)
        center = HomeCenterController(ticker: ticker)
        chats = ChatsController(ticker: ticker)
        discover = HomeDiscoverController(ticker: ticker)
        memories = HomeMemoriesController(ticker: ticker)
        stories = CardsStartController(
            ticker: ticker, caption: nil, title: "Stories", subtitle: "Drag the card up to open the deck.",
            miniCardFooter: ChromeLayout.barHeight + ChromeLayout.barBottomInset)
        navigation = SwipeNavigationController(
            background: camera,
            panels: [.center: center, .left: chats, .right: discover, .top: memories, .bottom: stories],
            ticker: ticker)
        application.rootViewController = navigation
        navigation.installInput(in: application)
        // The panels wait hidden offscreen; their text and pictures are made ready in the
        // frames after launch, not in the frame a swipe first reveals one.
        application.keepPrepared(
            [chats, discover, memories, stories].map { $0.view.layer })
        dressChrome()
        wireActions()
    }

    /// Tints the bar towards the panels and gives the side buttons their panels' icons.
    private func dressChrome() {
        guard let chrome = navigation.chrome else { return }
        chrome.leftTint = HomeStyle.chatsTint
        chrome.rightTint = HomeStyle.discoverTint
        for (panel, icon) in [(Panel.left, DemoAssets.Icon.chat), (.right, DemoAssets.Icon.discover)] {
            guard let button = chrome.buttons[panel] else { continue }
            button.backgroundColor = HomeStyle.buttonFill
            button.layer.borderWidth = 1
            button.layer.borderColor = Color(white: 1, alpha: 0.25)
            let glyph = Layer(name: "home.nav.\(panel).icon")
            glyph.contents = .asset(icon)
            glyph.contentsGravity = .resizeAspect
            let s = 22.0
            let d = ChromeLayout.sideButtonSize
            glyph.frame = Rect(x: (d - s) / 2, y: (d - s) / 2, width: s, height: s)
            button.layer.addSublayer(glyph)
        }
    }

    private func wireActions() {
        navigation.onCapture = { [weak self] in self?.capture() }
        center.captureTarget.primaryAction = { [weak self] _ in self?.capture() }
        center.search.action = { [weak self] in self?.navigation.navigate(to: .right) }
        center.flip.action = { [weak self] in self?.switchCamera() }
        center.flash.action = { [weak self] in self?.toggleFlash() }
        center.profile.action = { [weak self] in
            guard let self else { return }
            self.center.showToast("@flick · \(self.captureCount) snaps today")
        }
        // The top icons are for fingers and the mouse (and shortcuts): as focus targets they would
        // sit between the capture ring and the panels, so arrows on the camera move panels.
        for b in [center.profile, center.search, center.flip, center.flash] { b.isFocusEnabled = false }
    }

    // MARK: Actions

    /// Takes a snap: the shutter flash and a toast (the capture ring, A/Enter on the camera).
    public func capture() {
        captureCount += 1
        center.playShutter(message: isFlashOn ? "Snap saved · flash on" : "Snap saved to Memories")
    }

    /// Turns the flash on or off (the flash icon, F, Y).
    public func toggleFlash() {
        isFlashOn.toggle()
        center.flash.isOn = isFlashOn
        center.showToast(isFlashOn ? "Flash on" : "Flash off")
    }

    /// Switches between the back and the front camera (mirrors the picture; the flip icon, C, X).
    public func switchCamera() {
        camera.toggleMirror(ticker: ticker)
        center.showToast(camera.isMirrored ? "Front camera" : "Back camera")
    }

    /// True while a story or the deck is up (or opening, or closing).
    public var isShowingModal: Bool { discover.isShowingStory || stories.isDeckPresented }

    /// True while the camera can be seen and so keeps the loop drawing: on the camera panel, or
    /// while the container or a modal moves (a covering panel or a story at rest hides it).
    public var cameraIsLive: Bool {
        let coveredByModal = isShowingModal && !discover.isTransitioning && !stories.isTransitioning
        return !coveredByModal && (navigation.currentPanel == .center || navigation.isTransitioning)
    }

    /// Locks the container while a story or the deck is up; while one rests on screen the
    /// container's views also leave focus and touch, and the deck hides the nav bar it covers.
    /// Runs from `advance`, after the frame's input: locking disables the container's pan, and a
    /// recognizer disabled in the middle of dispatching the touch that opened the story (a tap's
    /// action) would be left failed by the rest of that dispatch.
    private func syncModal() {
        let modal = isShowingModal
        if modal, !navigation.isLocked {
            navigation.lock()
            FocusEngine.engine(for: navigation.view)?.focus(nil)
        } else if !modal, navigation.isLocked {
            navigation.unlock()
        }
        let resting = modal && !discover.isTransitioning && !stories.isTransitioning
        if navigation.view.isUserInteractionEnabled == resting { navigation.view.isUserInteractionEnabled = !resting }
        let hideChrome = stories.isDeckPresented
        if hideChrome != chromeHidden, let overlay = navigation.chrome?.overlayView {
            chromeHidden = hideChrome
            // Flick's choice: the deck grows over the nav bar, so the bar fades rather than pops.
            View.animate(withDuration: hideChrome ? 0.15 : 0.25, curve: .easeOut, ticker: ticker) {
                overlay.alpha = hideChrome ? 0 : 1
            }
        }
    }

    // MARK: DemoScene

    public func layout(in viewport: Size) {
        // A story or the deck on screen follows the window (its container was made at the old size).
        for presented in [discover.story as ViewController?, stories.isDeckPresented ? stories.deckController : nil] {
            guard let presented, presented.presentingViewController != nil, let container = presented.view.superview,
                !discover.isTransitioning, !stories.isTransitioning
            else { continue }
            container.frame = Rect(origin: .zero, size: viewport)
            presented.view.frame = container.bounds
            presented.view.setNeedsLayout()
        }
    }

    public func handle(_ event: InputEvent, in application: Application) {
        guard !isShowingModal, navigation.currentPanel == .center, !navigation.isTransitioning else { return }
        switch event.kind {
        case .key(let key) where key.isDown && !key.isRepeat:
            if key.code == .character("f") { toggleFlash() }
            if key.code == .character("c") { switchCamera() }
        case .gamepadButton(let b) where b.isDown:
            if b.button == .y { toggleFlash() }
            if b.button == .x { switchCamera() }
        default:
            return
        }
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        if !focusedAtLaunch, navigation.view.window != nil {
            // A/Enter captures from the first frame; the ring shows only after a key or pad press.
            focusedAtLaunch = FocusEngine.engine(for: navigation.view)?.focus(center.captureTarget) ?? false
        }
        syncModal()
        // The camera runs while it can be seen: on the camera, or while the container moves
        // (a covering panel or a story at rest hides it, and the loop may idle).
        guard cameraIsLive else { return false }
        return camera.cameraView.advance(to: frame.targetTimestamp)
    }
}
