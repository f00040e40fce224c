import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickNavigation
import FlickUI

/// The home screen's centre panel, over the camera: the top icons (profile, search; flip camera
/// and flash in a column on the right), the capture feedback (a white flash and a toast) and an
/// invisible focus target over the nav bar's capture ring, so A/Enter captures when the camera
/// shows. The ring itself is the chrome's centre button (`NavigationChrome`), which calls
/// `SwipeNavigationController.onCapture`.
@MainActor
final class HomeCenterController: ViewController {
    /// The profile avatar (top left).
    let profile = HomeIconButton(name: "profile", icon: nil, initial: "F", fill: FlipStyle.accent)
    /// Search (top left, beside the avatar): opens discover.
    let search = HomeIconButton(name: "search", icon: DemoAssets.Icon.search)
    /// Switch camera (top right).
    let flip = HomeIconButton(name: "flip", icon: DemoAssets.Icon.flip)
    /// Flash toggle (top right, under flip).
    let flash = HomeIconButton(name: "flash", icon: DemoAssets.Icon.flash)
    /// The focus target over the chrome's capture ring (A/Enter captures).
    let captureTarget = FocusableView()
    /// The white flash over the picture on capture.
    let shutter = View()
    /// The toast pill (capture, flash and camera messages).
    let toast = View()
    /// The toast's text, as last shown.
    private(set) var toastText = ""
    private let toastLabel = Layer(name: "home.toast.label")
    private let ticker: AnimationTicker

    /// How long a toast stays before it fades, seconds (Flick's choice: long enough to read
    /// three words twice).
    static let toastDuration = 1.4
    /// The shutter flash's fade, seconds (Flick's choice: a blink, not a wait).
    static let shutterFade = 0.35

    /// A centre panel whose animations run on `ticker` (the application's).
    init(ticker: AnimationTicker) {
        self.ticker = ticker
        super.init()
        title = "home-center"
    }

    override func loadView() {
        let v = View()
        v.name = "home-center"
        view = v
    }

    override func viewDidLoad() {
        shutter.name = "home-shutter"
        shutter.backgroundColor = .white
        shutter.alpha = 0
        shutter.isUserInteractionEnabled = false
        view.addSubview(shutter)
        for b in [profile, search, flip, flash] { view.addSubview(b) }
        captureTarget.name = "home-capture-target"
        captureTarget.backgroundColor = .clear
        view.addSubview(captureTarget)
        toast.name = "home-toast"
        toast.backgroundColor = Color(white: 0, alpha: 0.55)
        toast.alpha = 0
        toast.isUserInteractionEnabled = false
        toastLabel.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 13, color: .white, alignment: .center, wraps: false)
        toast.layer.addSublayer(toastLabel)
        view.addSubview(toast)
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let s = HomeStyle.iconButtonSize
        let m = 16.0
        let top = 20.0
        AnimationTransaction.performWithoutAnimation {
            shutter.frame = b
            profile.frame = Rect(x: m, y: top, width: s, height: s)
            search.frame = Rect(x: m + s + 10, y: top, width: s, height: s)
            flip.frame = Rect(x: b.width - m - s, y: top, width: s, height: s)
            flash.frame = Rect(x: b.width - m - s, y: top + s + 12, width: s, height: s)
            // Exactly over the chrome's centre button at rest (article 001's nav bar).
            captureTarget.frame = ChromeGeometry.twoAxis.centerButtonFrame(in: b.size)
            captureTarget.cornerRadius = captureTarget.frame.width / 2
            layoutToast(in: b)
        }
    }

    private func layoutToast(in b: Rect) {
        let w = min(b.width - 2 * 70, max(140, Double(toastText.count) * 8 + 36))
        toast.frame = Rect(x: (b.width - w) / 2, y: 28, width: w, height: 30)
        toast.cornerRadius = 15
        let h = FlipStyle.lineHeight(toastLabel.textStyle.size)
        toastLabel.frame = Rect(x: 8, y: (30 - h) / 2, width: max(w - 16, 0), height: h)
    }

    /// The capture feedback: a white flash that fades over 0.35 s, and a toast.
    func playShutter(message: String) {
        AnimationTransaction.performWithoutAnimation { shutter.alpha = 0.9 }
        View.animate(withDuration: Self.shutterFade, curve: .easeOut, ticker: ticker) { shutter.alpha = 0 }
        showToast(message)
    }

    /// Shows `text` in the toast for `toastDuration`, then fades it (a newer toast replaces it).
    func showToast(_ text: String) {
        toastText = text
        toastLabel.text = text
        AnimationTransaction.performWithoutAnimation { layoutToast(in: view.bounds) }
        // One keyframe animation (in 0.15 s, hold, out 0.3 s) so the toast shows throughout; the
        // model stays hidden, and a newer toast's animation replaces this one (same key).
        let total = 0.15 + Self.toastDuration + 0.3
        toast.alpha = 0
        toast.layer.add(
            .keyframes(
                .opacity, values: [0, 1, 1, 0], keyTimes: [0, 0.15 / total, (0.15 + Self.toastDuration) / total, 1],
                duration: total),
            forKey: "toast", ticker: ticker)
    }
}
