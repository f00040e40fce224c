import FlickGeometry
import FlickLayers
import FlickUI

/// A discover story, full screen, presented by the flip from its card: the picture, the
/// publisher, the headline and a close button. It closes by the flip backwards: its left-edge
/// pan (`edgePan`) drives the interactive dismissal, and B/Escape or the close button run it at
/// once (the discover panel owns the transition; this controller only reports).
@MainActor
final class HomeStoryController: ViewController {
    /// The story shown.
    let story: HomeStory
    /// The interactive back swipe: a pan from the left edge (FEEL.md §1, flip).
    let edgePan = ScreenEdgePanGestureRecognizer()
    /// Asks the discover panel to close the story (close button, B, Escape).
    var close: (@MainActor () -> Void)?

    init(story: HomeStory) {
        self.story = story
        super.init()
        title = "home-story-\(story.title)"
        edgePan.edges = .left
        edgePan.name = "home.story.edge-pan"
    }

    /// The story's drawing.
    var storyView: HomeStoryView {
        guard let v = view as? HomeStoryView else {
            preconditionFailure("HomeStoryController's view must be a HomeStoryView")
        }
        return v
    }

    override func loadView() {
        let v = HomeStoryView(story: story)
        v.addGestureRecognizer(edgePan)
        v.closeButton.action = { [weak self] in self?.close?() }
        view = v
    }

    /// The story is the top presented controller, so unused presses start here: B/Escape close
    /// it (A/Enter too, as there is nothing else to activate).
    override func pressesBegan(_ presses: [Press]) {
        var rest: [Press] = []
        for p in presses {
            switch p.meaning {
            case .back, .select: close?()
            default: rest.append(p)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest) }
    }
}

/// The story screen's drawing: the picture (aspect fill), scrims, a progress bar, the publisher
/// row, the close button, the headline and a back hint.
@MainActor
final class HomeStoryView: View {
    /// The close (×) button, top right.
    let closeButton = HomeIconButton(name: "story-close", icon: DemoAssets.Icon.close)
    private let picture = Layer(name: "home.story.picture")
    private let topScrim = Layer(name: "home.story.top-scrim")
    private let bottomScrim = Layer(name: "home.story.bottom-scrim")
    private let progress = Layer(name: "home.story.progress")
    private let avatar = Layer(name: "home.story.avatar")
    private let initial = Layer(name: "home.story.initial")
    private let publisher = Layer(name: "home.story.publisher")
    private let headline = Layer(name: "home.story.headline")
    private let back = FlipStyle.makePill(
        "home.story.back", text: "‹  swipe from the left edge · B · Esc",
        style: TextStyle(font: TextStyle.boldFont, size: 12, color: .white, wraps: false),
        fill: Color(white: 0, alpha: 0.4))

    init(story: HomeStory) {
        super.init(layer: Layer(name: "home.story"))
        name = "home-story"
        backgroundColor = FlipStyle.background
        clipsToBounds = true
        picture.contents = .asset(story.image)
        picture.contentsGravity = .resizeAspectFill
        topScrim.contents = .bitmap(
            FlipStyle.verticalGradient([(0, Color(white: 0, alpha: 0.6)), (1, Color(white: 0, alpha: 0))], height: 64))
        bottomScrim.contents = .bitmap(
            FlipStyle.verticalGradient(
                [(0, Color(white: 0, alpha: 0)), (0.5, Color(white: 0, alpha: 0.55)), (1, Color(white: 0, alpha: 0.9))],
                height: 128))
        progress.backgroundColor = Color(white: 1, alpha: 0.9)
        avatar.backgroundColor = story.color
        initial.text = String(story.publisher.prefix(1))
        initial.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 15, color: .white, alignment: .center, wraps: false)
        avatar.addSublayer(initial)
        publisher.text = "\(story.publisher)  ·  \(story.age)"
        publisher.textStyle = TextStyle(font: TextStyle.boldFont, size: 14, color: .white, wraps: false)
        headline.text = story.title
        headline.textStyle = TextStyle(font: TextStyle.boldFont, size: 30, color: .white, wraps: true)
        for l in [picture, topScrim, bottomScrim, progress, avatar, publisher, headline, back] { layer.addSublayer(l) }
        addSubview(closeButton)
    }

    override func layoutSubviews() {
        let b = bounds
        let m = 16.0
        picture.frame = b
        topScrim.frame = Rect(x: 0, y: 0, width: b.width, height: 120)
        bottomScrim.frame = Rect(x: 0, y: b.height * 0.45, width: b.width, height: b.height * 0.55)
        progress.frame = Rect(x: 8, y: 8, width: b.width - 16, height: 3)
        progress.cornerRadius = 1.5
        avatar.frame = Rect(x: m, y: 24, width: 34, height: 34)
        avatar.cornerRadius = 17
        let ih = FlipStyle.lineHeight(15)
        initial.frame = Rect(x: 0, y: (34 - ih) / 2, width: 34, height: ih)
        publisher.frame = Rect(x: m + 44, y: 24 + (34 - 17) / 2, width: b.width - 2 * m - 44 - 48, height: 18)
        closeButton.frame = Rect(x: b.width - m - 40, y: 21, width: 40, height: 40)
        let titleH = FlipStyle.lineHeight(30) * 2
        headline.frame = Rect(x: m + 8, y: b.height - 96 - titleH, width: b.width - 2 * m - 16, height: titleH)
        FlipStyle.layoutPill(back, frame: Rect(x: (b.width - 270) / 2, y: b.height - 64, width: 270, height: 30))
    }
}
