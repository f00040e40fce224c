import FlickGeometry
import FlickLayers
import FlickUI

/// The flip scene's full-screen answer: the pet's picture with its name, presented by the flip.
/// Its left-edge pan (`edgePan`) drives the interactive dismissal; the gallery handles it.
@MainActor
final class FlipDetailController: ViewController {
    /// The pet shown.
    let pet: FlipPet
    /// The interactive back swipe: a pan from the left edge (FEEL.md §1, flip).
    let edgePan = ScreenEdgePanGestureRecognizer()

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
        view = v
    }
}

/// The answer screen's drawing: picture (aspect fill), scrims, the name and a back hint.
@MainActor
final class FlipDetailView: View {
    private let picture = Layer(name: "flip.detail.picture")
    private let topScrim = Layer(name: "flip.detail.top-scrim")
    private let bottomScrim = Layer(name: "flip.detail.bottom-scrim")
    private let answer = Layer(name: "flip.detail.answer")
    private let clue = Layer(name: "flip.detail.clue")
    private let back = FlipStyle.makePill(
        "flip.detail.back", text: "‹  swipe from the left edge · B · Esc",
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
        topScrim.contents = .bitmap(
            FlipStyle.verticalGradient([(0, Color(white: 0, alpha: 0.55)), (1, Color(white: 0, alpha: 0))], height: 64))
        bottomScrim.contents = .bitmap(
            FlipStyle.verticalGradient(
                [
                    (0, Color(white: 0, alpha: 0)), (0.45, Color(white: 0, alpha: 0.55)),
                    (1, Color(white: 0, alpha: 0.9)),
                ],
                height: 128))
        stripe.backgroundColor = pet.color
        stripe.cornerRadius = 2
        answer.text = "It's a \(pet.name)!"
        answer.textStyle = TextStyle(font: TextStyle.boldFont, size: 34, color: .white, wraps: false)
        clue.text = pet.clue
        clue.textStyle = TextStyle(size: 15, color: Color(white: 1, alpha: 0.8), wraps: true)
        for l in [picture, topScrim, bottomScrim, stripe, answer, clue, back] { layer.addSublayer(l) }
    }

    override func layoutSubviews() {
        let b = bounds
        picture.frame = b
        topScrim.frame = Rect(x: 0, y: 0, width: b.width, height: 110)
        bottomScrim.frame = Rect(x: 0, y: b.height * 0.5, width: b.width, height: b.height * 0.5)
        FlipStyle.layoutPill(back, frame: Rect(x: (b.width - 270) / 2, y: 22, width: 270, height: 30))
        stripe.frame = Rect(x: 24, y: b.height - 150, width: 36, height: 4)
        answer.frame = Rect(x: 24, y: b.height - 136, width: b.width - 48, height: 44)
        clue.frame = Rect(x: 24, y: b.height - 88, width: b.width - 48, height: 60)
    }
}
