import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// The habr article's SnapchatNavigationController on `TransitionContainerController`: two
/// children (a clear stub over the camera, and the card), switched by a screen-edge swipe with
/// the LAYER-TIME percent driver — this view's layer is paused and `timeOffset = p · duration`
/// scrubs the cards, the blur over the camera and the swipe indicator together; the release
/// completes past 0.5 or beyond 200 pt/s, stepping `timeOffset` on the frame clock (FEEL.md §1).
///
/// Keys and gamepad: left/right (arrows, d-pad) switch; A/Enter toggles; B/Escape goes back to
/// the stub.
@MainActor
final class HabrContainerController: TransitionContainerController, BackHandling, PrimaryActionHandling {
    /// FEEL.md §1, habr: "Swipe indicator 4×50 pt".
    static let indicatorSize = Size(width: 4, height: 50)
    /// FEEL.md §1, habr: "20 pt from the edge".
    static let indicatorInset = 20.0
    /// FEEL.md §1, habr: the indicator's and the blur's tint, RGB(180,100,250).
    static let tint = Color(r255: 180, g255: 100, b255: 250)
    /// FEEL.md §1, habr: the blur's tint "RGB(180,100,250) α 0.5".
    static let blurTint = tint.withAlpha(0.5)
    /// UIBlurEffect(.light)'s radius is not documented; 20 pt reads as the same frosted glass.
    static let blurRadius = 20.0

    /// The blur over the camera (alpha 0 with the stub, 1 with the card).
    let blurView = View()
    /// The swipe indicator.
    let indicator = View()
    /// The card's controller.
    let card: HabrCardController
    /// The clear stub's controller.
    let stub: HabrStubController
    private let caption: Layer

    init(ticker: AnimationTicker, caption text: String) {
        card = HabrCardController(ticker: ticker)
        stub = HabrStubController()
        caption = FlipStyle.makePill(
            "habr.caption", text: text,
            style: TextStyle(font: TextStyle.boldFont, size: 11, color: .white, wraps: true),
            fill: Color(white: 0, alpha: 0.35))
        super.init()
        title = "habr-container"
        self.ticker = ticker
        // FEEL.md §1, habr: the percent driver pauses the container's layer (layer time).
        driverKind = .layerTime
        duration = 0.33
        curve = .easeOut
        releaseVelocityThreshold = 200
        releasePositionThreshold = 0.5
        animationProvider = { [unowned self] _, _ in HabrAnimation(container: self) }
    }

    override func loadView() {
        let v = View()
        v.name = "habr-container"
        view = v
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        blurView.name = "habr-blur"
        blurView.isUserInteractionEnabled = false
        blurView.layer.blurRadius = Self.blurRadius
        blurView.layer.blurTint = Self.blurTint
        view.insertSubview(blurView, belowSubview: containerView)
        indicator.name = "habr-indicator"
        indicator.isUserInteractionEnabled = false
        indicator.cornerRadius = 2
        indicator.layer.shadowOpacity = 0.3
        indicator.layer.shadowRadius = 5
        indicator.layer.shadowOffset = .zero
        view.addSubview(indicator)
        caption.sublayers.first?.textStyle.wraps = true
        view.layer.addSublayer(caption)
        setViewControllers([stub, card], selectedIndex: 0)
        setInteractor(TransitionInteractor(mode: .edgePan([.left, .right])))
        applyCardState(shown: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        AnimationTransaction.performWithoutAnimation {
            blurView.frame = b
            let s = Self.indicatorSize
            // FEEL.md §1, habr: "20 pt from the edge, centred vertically" (the right edge at rest).
            indicator.bounds = Rect(x: 0, y: 0, width: s.width, height: s.height)
            indicator.center = Point(x: b.width - Self.indicatorInset - s.width / 2, y: b.height / 2)
            FlipStyle.layoutPill(caption, frame: Rect(x: 16, y: 12, width: b.width - 32, height: 38))
            let textH = FlipStyle.lineHeight(11) * 2
            caption.sublayers.first?.frame = Rect(x: 14, y: (38 - textH) / 2, width: b.width - 60, height: textH)
            if !isTransitioning { applyCardState(shown: selectedIndex == 1) }
        }
    }

    /// FEEL.md §1, habr: the indicator "travels to the opposite edge (translationX =
    /// −containerWidth + 2·20 + 4)".
    var indicatorTravel: Double { -containerView.bounds.width + 2 * Self.indicatorInset + Self.indicatorSize.width }

    /// Sets the blur and the indicator for the card shown (`true`) or the stub; inside an
    /// animation block the changes animate (the transition's block, scrubbed by layer time).
    func applyCardState(shown: Bool) {
        blurView.alpha = shown ? 1 : 0
        indicator.transform = shown ? Transform3D(translationX: indicatorTravel, y: 0) : .identity
        indicator.backgroundColor = shown ? Self.tint : .white
    }

    /// B/Escape: back to the stub.
    func handleBack() -> Bool {
        guard destinationIndex == 1 else { return false }
        select(0)
        return true
    }

    /// A/Enter: toggle the card.
    func handlePrimaryAction(for view: View?) -> Bool {
        select(destinationIndex == 1 ? 0 : 1)
        return true
    }
}
