public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickNavigation
public import FlickUI

/// `--scene panels`: the two-axis container alone — five plainly coloured, labelled panels over a
/// camera stand-in (a dark gradient), with the default chrome (habr blur and swipe indicators,
/// the two-axis nav bar, the overview's shrinking capture button). Swipe with a finger or the
/// mouse, use the arrows / D-pad, LB/RB, B/Escape, or hold the left stick.
@MainActor
public final class PanelsScene: DemoScene {
    public static let name = "panels"
    public static let caption = "two-axis container: five coloured panels with the default chrome"

    /// The container (the application's root controller).
    public let navigation: SwipeNavigationController

    /// The panels' colours and labels.
    static let panels: [(Panel, Color, String)] = [
        (.left, Color(hex: 0xE4572E), "LEFT\ncovers the camera"),
        (.right, Color(hex: 0x3A86FF), "RIGHT\ncovers the camera"),
        (.top, Color(hex: 0x2EC4B6), "TOP\nrevealed from underneath"),
        (.bottom, Color(hex: 0xFFBE0B), "BOTTOM\noverlaps the camera"),
        (.center, .clear, "swipe · arrows / D-pad · LB RB · B / Esc"),
    ]

    /// The scene for the command line's options: a committed panel rumbles the gamepads.
    public static func make(application: Application, options: SceneOptions) -> PanelsScene {
        let scene = PanelsScene(application: application)
        let rumble = options.rumble
        scene.navigation.rumble = { r in rumble(r.low, r.high, r.duration) }
        return scene
    }

    public init(application: Application) {
        application.clearColor = .black
        var controllers: [Panel: ViewController] = [:]
        for (panel, color, label) in Self.panels {
            controllers[panel] = LabelPanelController(color: color, label: label, isCenter: panel == .center)
        }
        navigation = SwipeNavigationController(
            background: CameraStandInController(), panels: controllers, ticker: application.ticker)
        // The bar tints towards each side panel's own colour, a shade darker (the article's red and
        // blue would clash with these panels).
        navigation.chrome?.leftTint = Color(hex: 0xB8401D)
        navigation.chrome?.rightTint = Color(hex: 0x2563C9)
        application.rootViewController = navigation
        navigation.installInput(in: application)
    }

    public func layout(in viewport: Size) {}

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}

/// A plainly coloured panel with a centred label.
@MainActor
final class LabelPanelController: ViewController {
    let color: Color
    let label: String
    let isCenter: Bool
    private let text = View()

    init(color: Color, label: String, isCenter: Bool) {
        self.color = color
        self.label = label
        self.isCenter = isCenter
        super.init()
        title = label
    }

    override func loadView() {
        let v = View()
        v.backgroundColor = color
        text.layer.text = label
        text.layer.textStyle = TextStyle(
            font: isCenter ? TextStyle.regularFont : TextStyle.boldFont, size: isCenter ? 14 : 24,
            color: isCenter ? Color(white: 1, alpha: 0.8) : .white, alignment: .center)
        text.isUserInteractionEnabled = false
        v.addSubview(text)
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        text.frame =
            isCenter
            ? Rect(x: 16, y: 24, width: max(b.width - 32, 0), height: 40)
            : Rect(x: 16, y: b.height / 2 - 40, width: max(b.width - 32, 0), height: 80)
    }
}

/// The camera's stand-in until the real viewfinder arrives: a dark vertical gradient (drawn as
/// bands) with a label.
@MainActor
final class CameraStandInController: ViewController {
    private var bands: [View] = []
    private let text = View()
    /// Bands in the gradient (enough that steps don't show at phone sizes).
    static let bandCount = 48
    /// The gradient's top and bottom colours.
    static let colors = (top: Color(hex: 0x2B2F3A), bottom: Color(hex: 0x0B0C10))

    override func loadView() {
        let v = View()
        v.backgroundColor = Self.colors.bottom
        for i in 0..<Self.bandCount {
            let band = View()
            band.isUserInteractionEnabled = false
            let t = Double(i) / Double(Self.bandCount - 1)
            band.backgroundColor = Self.colors.top.mixed(with: Self.colors.bottom, t)
            bands.append(band)
            v.addSubview(band)
        }
        text.layer.text = "camera"
        text.layer.textStyle = TextStyle(size: 18, color: Color(white: 1, alpha: 0.35), alignment: .center)
        text.isUserInteractionEnabled = false
        v.addSubview(text)
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let h = b.height / Double(Self.bandCount)
        for (i, band) in bands.enumerated() {
            band.frame = Rect(x: 0, y: (Double(i) * h).rounded(.down), width: b.width, height: h.rounded(.up) + 1)
        }
        text.frame = Rect(x: 0, y: b.height / 2 - 12, width: b.width, height: 24)
    }
}
