public import FlickGeometry
import FlickInput
import Synchronization

/// The scripted walk through every scene: for each scene, a few shots, each a bit of input and a
/// screenshot once it has played (and settled, or at a chosen moment mid-gesture).
public struct Tour: Sendable {
    /// One picture of the tour.
    public struct Shot: Sendable {
        /// What the picture shows (the contact sheet's caption).
        public var caption: String
        /// File name stem of the PNG.
        public var name: String
        /// The input played before the picture, times relative to the shot's start.
        public var script: TourScript
        /// Seconds after the script's last event when the picture is taken (0 catches a gesture
        /// mid-flight; the default lets springs settle).
        public var settle: Double

        /// Creates a shot.
        public init(
            _ name: String, _ caption: String, settle: Double = 1.0, script: (inout TourScript) -> Void = { _ in }
        ) {
            self.name = name
            self.caption = caption
            self.settle = settle
            var s = TourScript(firstTouchID: Int64(TouchIDBlocks.current.next()))
            script(&s)
            self.script = s
        }
    }

    /// The shots of one scene, played in one application, in order.
    public struct Stop: Sendable {
        /// The scene's `DemoScene.name`.
        public var scene: String
        /// Its pictures.
        public var shots: [Shot]
        /// Creates a stop.
        public init(scene: String, shots: [Shot]) {
            self.scene = scene
            self.shots = shots
        }
    }

    /// Hands out blocks of touch ids, 100 apart, so no two shots share one. The standard tour
    /// numbers its shots from blocks of its own, so a shot's ids (which the input inspector
    /// shows) are the same however many tours the process made before: the goldens rely on it.
    final class TouchIDBlocks: Sendable {
        /// The blocks that shots made now take their ids from.
        @TaskLocal static var current = TouchIDBlocks()
        private let counter = Atomic<Int>(0)
        func next() -> Int { counter.add(100, ordering: .relaxed).newValue }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Creates a tour.
    public init(stops: [Stop]) { self.stops = stops }

    /// The standard tour for a viewport (positions scale with the screen). Stops whose scene is
    /// not in the catalog are left out by the runner. Every call gives the same touch ids.
    public static func standard(viewport: Size) -> Tour {
        TouchIDBlocks.$current.withValue(TouchIDBlocks()) { Tour(stops: standardStops(viewport: viewport)) }
    }

    private static func standardStops(viewport v: Size) -> [Stop] {
        let w = v.width, h = v.height
        func p(_ fx: Double, _ fy: Double) -> Point { Point(x: w * fx, y: h * fy) }
        return [
            Stop(scene: "home", shots: [
                Shot("home-camera", "Home: the camera, its top icons, the capture ring and the nav bar"),
                Shot("home-memories", "Home: memories revealed from underneath, the capture ring where it rests") { s in
                    s.drag(from: p(0.5, 0.3), to: p(0.5, 0.8), duration: 0.3)
                },
                Shot("home-stories", "Home: the bottom panel, its mini card under the nav bar") { s in
                    s.key(.escape)
                    s.wait(0.8)
                    s.drag(from: p(0.5, 0.8), to: p(0.5, 0.3), duration: 0.3)
                },
                Shot("home-deck-mid", "Home: the mini card dragged up into the deck, mid-drag", settle: 0) { s in
                    s.dragAndHold(
                        from: Point(x: w / 2, y: h - 160), to: Point(x: w / 2, y: h - 160 - 0.45 * (h - 150)),
                        duration: 0.35)
                },
                Shot("home-deck-actions", "Home: the deck, a card swiped up to reveal its actions") { s in
                    s.wait(0.9)
                    s.drag(from: p(0.5, 0.6), to: p(0.5, 0.35), duration: 0.25)
                },
                Shot("home-chats", "Home: chats; a row swipes right for its actions") { s in
                    s.key(.escape)
                    s.wait(0.8)
                    s.key(.escape)
                    s.wait(0.8)
                    s.key(.escape)
                    s.wait(0.8)
                    s.drag(from: p(0.1, 0.5), to: p(0.9, 0.5), duration: 0.3)
                },
                Shot("home-chat-row", "Home: a chat row swiped open: pin, mute, delete") { s in
                    s.drag(from: p(0.2, 0.42), to: p(0.75, 0.42), duration: 0.3)
                },
                Shot("home-discover", "Home: discover, story cards in two columns") { s in
                    s.key(.escape)
                    s.wait(0.5)
                    s.key(.escape)
                    s.wait(0.8)
                    s.drag(from: p(0.85, 0.5), to: p(0.15, 0.5), duration: 0.25)
                },
                Shot("home-story-mid", "Home: a story turning over in 3-D as it opens", settle: 0.2) { s in
                    s.tap(at: Point(x: w * 0.26, y: h * 0.3))
                },
                Shot("home-story", "Home: the story full screen; edge swipe, B or Esc closes it"),
                Shot("home-story-dismiss-mid", "Home: a left-edge swipe turning the story back", settle: 0) { s in
                    s.dragAndHold(from: Point(x: 3, y: h * 0.5), to: Point(x: w * 0.3, y: h * 0.52), duration: 0.3)
                },
            ]),
            Stop(scene: "layers", shots: [Shot("layers", "Layer gallery: every layer feature")]),
            Stop(scene: "input", shots: [
                Shot("input-drag", "Input: two fingers dragging, caught mid-drag", settle: 0) { s in
                    s.dragAndHold(from: p(0.2, 0.8), to: p(0.6, 0.55), duration: 0.4)
                    s.dragAndHold(from: p(0.8, 0.85), to: p(0.75, 0.7), duration: 0.2)
                },
                Shot("input-gamepad", "Input: a gamepad, left stick pushed, A and RB held", settle: 0.1) { s in
                    s.connectGamepad()
                    s.axis(.leftX, 0.8)
                    s.axis(.leftY, -0.5)
                    s.axis(.rightTrigger, 0.6)
                    s.holdButton(.a)
                    s.holdButton(.rightShoulder)
                },
            ]),
            Stop(scene: "panels", shots: [
                Shot("panels-center", "Panels: the camera in the middle, nav bar below"),
                Shot("panels-left-mid", "Panels: swiping to the left panel, mid-swipe", settle: 0) { s in
                    s.dragAndHold(from: p(0.1, 0.5), to: p(0.55, 0.52), duration: 0.35)
                },
                Shot("panels-top", "Panels: the top panel revealed from underneath") { s in
                    s.wait(0.6)
                    s.key(.escape)
                    s.wait(0.6)
                    s.drag(from: p(0.5, 0.3), to: p(0.5, 0.8), duration: 0.3)
                },
            ]),
            Stop(scene: "two-axis", shots: [
                Shot("two-axis-camera", "Two-axis: the camera and the article's three nav buttons"),
                Shot("two-axis-left-mid", "Two-axis: Chat sliding over the red-tinted camera", settle: 0) { s in
                    s.dragAndHold(from: p(0.08, 0.5), to: p(0.62, 0.5), duration: 0.35)
                },
                Shot("two-axis-top", "Two-axis: the Snap Map revealed beneath the camera, with log10 resistance") { s in
                    s.wait(0.5)
                    s.key(.escape)
                    s.wait(0.5)
                    s.drag(from: p(0.5, 0.25), to: p(0.5, 0.7), duration: 0.4)
                },
                Shot("two-axis-bottom", "Two-axis: the leaderboards overlapping the camera below the buttons") { s in
                    s.key(.escape)
                    s.wait(0.5)
                    s.drag(from: p(0.5, 0.7), to: p(0.5, 0.35), duration: 0.3)
                },
            ]),
            Stop(scene: "overview", shots: [
                Shot("overview-main", "Overview: the camera with the action button"),
                Shot("overview-pull-mid", "Overview: the profile pulled down, the button shrinking", settle: 0) { s in
                    s.dragAndHold(from: p(0.5, 0.2), to: p(0.5, 0.6), duration: 0.6)
                },
                Shot("overview-profile", "Overview: the profile over the camera, the status bar shown") { s in
                    s.wait(0.1)
                },
            ]),
            Stop(scene: "camera", shots: [Shot("camera", "Camera: live feed, or the procedural viewfinder")]),
            Stop(scene: "habr", shots: [
                Shot("habr-rest", "Habr: the camera behind the clear stub, the swipe indicator at the right edge"),
                Shot(
                    "habr-swipe-mid", "Habr: an edge swipe half way: card, blur and indicator scrubbed by layer time",
                    settle: 0
                ) { s in
                    s.dragAndHold(from: Point(x: w - 3, y: h / 2), to: Point(x: w / 2 - 3, y: h / 2), duration: 0.35)
                },
                Shot("habr-card", "Habr: the card over the blurred camera, the indicator at the far edge"),
            ]),
            Stop(scene: "flip", shots: [
                Shot("flip-rest", "Flip: the pet-guessing cards at rest"),
                Shot("flip-answer", "Flip: a card turned over and grown into its full-screen answer") { s in
                    s.tap(at: p(0.3, 0.35))
                },
                Shot(
                    "flip-dismiss-mid", "Flip: an interactive left-edge swipe flipping the answer back, mid-gesture",
                    settle: 0
                ) { s in
                    s.dragAndHold(from: Point(x: 3, y: h * 0.5), to: Point(x: 93, y: h * 0.52), duration: 0.3)
                },
            ]),
            Stop(scene: "cards", shots: [
                Shot("cards-rest", "Cards: the start screen with the mini card at the bottom"),
                Shot("cards-present-mid", "Cards: the mini card dragged up into the deck, mid-drag", settle: 0) { s in
                    let top = h - 40 - 0.45 * (h - 150)
                    s.dragAndHold(from: Point(x: w * 0.5, y: h - 40), to: Point(x: w * 0.5, y: top), duration: 0.35)
                },
                Shot("cards-actions", "Cards: the deck, a card swiped up to reveal its actions") { s in
                    s.wait(0.9)
                    s.drag(from: p(0.5, 0.6), to: p(0.5, 0.35), duration: 0.25)
                },
            ]),
            Stop(scene: "menu", shots: [
                Shot("menu", "Menu: every scene; tap one, or D-pad and A"),
                Shot("menu-focus", "Menu: focus moved down the list by the D-pad") { s in
                    s.connectGamepad()
                    for _ in 0..<3 {
                        s.press(.dpadDown)
                        s.wait(0.15)
                    }
                },
            ]),
        ]
    }
}
