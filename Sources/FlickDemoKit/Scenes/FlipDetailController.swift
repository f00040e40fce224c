import FlickGeometry
import FlickLayers
import FlickUI

/// The flip scene's full-screen answer: the pet's picture with its name, presented by the flip.
/// Its left-edge pan (`edgePan`) drives the interactive dismissal and its close button (`close`)
/// runs it at once; the gallery handles both.
@MainActor
final class FlipDetailController: ViewController {
    /// The pet shown.
    let pet: FlipPet
    /// The interactive back swipe: a pan from the left edge (FEEL.md §1, flip).
    let edgePan = ScreenEdgePanGestureRecognizer()
    /// Asks the gallery to flip the answer back (the close button).
    var close: (@MainActor () -> Void)?

    init(pet: FlipPet) {
        self.pet = pet
        super.init()
        title = "detail-\(pet.name)"
        edgePan.edges = .left
        edgePan.name = "flip.detail.edge-pan"
    }

    override func loadView() {
        let v = FlipDetailView(pet: pet)
        v.addGestureRecognizer(edgePan)
        v.closeButton.action = { [weak self] in self?.close?() }
        view = v
    }
}

/// The answer screen's drawing: picture (aspect fill), scrims, the name, a close button and a
/// back hint.
@MainActor
final class FlipDetailView: View {
    /// The close (×) button, top right: a touchscreen's way back besides the edge swipe.
    let closeButton = HomeIconButton(name: "flip-close", icon: DemoAssets.Icon.close)
    private let picture = Layer(name: "flip.detail.picture")
    private let topScrim = Layer(name: "flip.detail.top-scrim")
    private let bottomScrim = Layer(name: "flip.detail.bottom-scrim")
    private let answer = Layer(name: "flip.detail.answer")
    private let clue = Layer(name: "flip.detail.clue")
    private let back = FlipStyle.makePill(
        "flip.detail.back", text: "‹  edge swipe · B · Esc",
        style: TextStyle(font: TextStyle.boldFont, size: 12, color: .white, wraps: false),
        fill: Color(white: 0, alpha: 0.4))
    private let stripe = Layer(name: "flip.detail.stripe")

    init(pet: FlipPet) {
        super.init(layer: Layer(name: "flip.detail"))
        name = "flip-detail"
        backgroundColor = FlipStyle.background
        clipsToBounds = true
        picture.contents = .asset(pet.image)
        picture.contentsGravity = .resizeAspectFill
        topScrim.contents = .bitmap(FlipStyle.scrim(top: 0.55, bottom: 0))
        bottomScrim.contents = .bitmap(FlipStyle.scrim(top: 0, bottom: 0.9))
        stripe.backgroundColor = pet.color
        stripe.cornerRadius = 2
        answer.text = "It's a \(pet.name)!"
        answer.textStyle = TextStyle(font: TextStyle.boldFont, size: 34, color: .white, wraps: false)
        clue.text = pet.clue
        clue.textStyle = TextStyle(size: 15, color: Color(white: 1, alpha: 0.8), wraps: true)
        for l in [picture, topScrim, bottomScrim, stripe, answer, clue, back] { layer.addSublayer(l) }
        addSubview(closeButton)
    }

    override func layoutSubviews() {
        let b = bounds
        picture.frame = b
        topScrim.frame = Rect(x: 0, y: 0, width: b.width, height: 140)
        bottomScrim.frame = Rect(x: 0, y: b.height * 0.4, width: b.width, height: b.height * 0.6)
        let s = HomeStyle.iconButtonSize
        closeButton.frame = Rect(x: b.width - 16 - s, y: 17, width: s, height: s)
        let backW = min(180, b.width - 2 * (16 + s + 8))
        FlipStyle.layoutPill(back, frame: Rect(x: 16, y: 22, width: backW, height: 30))
        stripe.frame = Rect(x: 24, y: b.height - 150, width: 36, height: 4)
        answer.frame = Rect(x: 24, y: b.height - 136, width: b.width - 48, height: 44)
        clue.frame = Rect(x: 24, y: b.height - 88, width: b.width - 48, height: 60)
    }
}
