import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// A tile that records focus changes.
@MainActor
final class Tile: FocusableView {
    var log: [Bool] = []
    override func didUpdateFocus(_ context: FocusUpdateContext) { log.append(context.nextFocusedView === self) }
}

/// A controller that takes B/Escape.
@MainActor
final class BackController: ViewController, BackHandling {
    var backs = 0
    func handleBack() -> Bool {
        backs += 1
        return true
    }
}

@MainActor
struct FocusStage {
    let clock = ManualFrameClock(start: 20, rate: 60)
    let ticker = AnimationTicker()
    let app: Application
    let engine: FocusEngine
    let controller = BackController()

    init() {
        app = Application(
            clock: clock, events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 800, height: 600), ticker: ticker)
        app.rootViewController = controller
        engine = FocusEngine(window: app.window, ticker: ticker)
        app.step()
    }

    /// A 3×3 grid of 100×60 tiles, 20 pt apart, in the controller's view.
    func grid() -> [Tile] {
        (0..<9).map { i in
            let tile = Tile(
                frame: Rect(x: 50 + Double(i % 3) * 120, y: 50 + Double(i / 3) * 80, width: 100, height: 60))
            tile.name = "tile\(i)"
            controller.view.addSubview(tile)
            return tile
        }
    }

    func key(_ code: KeyCode, down: Bool = true) -> InputEvent {
        InputEvent(timestamp: clock.now, kind: .key(.init(code: code, isDown: down)))
    }
    func pad(_ button: GamepadButton, down: Bool = true) -> InputEvent {
        InputEvent(
            timestamp: clock.now, kind: .gamepadButton(.init(gamepad: GamepadID(1), button: button, isDown: down)))
    }
    func axis(_ axis: GamepadAxis, _ value: Double) -> InputEvent {
        InputEvent(timestamp: clock.now, kind: .gamepadAxis(.init(gamepad: GamepadID(1), axis: axis, value: value)))
    }
    var touch: InputEvent {
        InputEvent(timestamp: clock.now, kind: .touch(.init(id: 1, phase: .began, location: Point(x: 5, y: 5))))
    }
}

@MainActor
@Suite struct FocusEngineTests {
    @Test func arrowsMoveFocusOnAGrid() {
        let stage = FocusStage()
        let tiles = stage.grid()
        stage.engine.handle(stage.key(.right))  // nothing focused: the first tile in reading order
        #expect(stage.engine.focusedView === tiles[0])
        for (code, expected) in [(KeyCode.right, 1), (.down, 4), (.down, 7), (.left, 6), (.up, 3), (.right, 4)] {
            #expect(stage.engine.handle(stage.key(code)))
            #expect(stage.engine.focusedView === tiles[expected])
        }
        #expect(stage.engine.handle(stage.key(.down)))
        #expect(stage.engine.handle(stage.key(.down)) == false)  // bottom row: nowhere to go
        #expect(stage.engine.focusedView === tiles[7])
        #expect(tiles[7].isFocused && !tiles[4].isFocused)
        #expect(tiles[4].log == [true, false, true, false])
    }

    @Test func hiddenAndDisabledTilesAreSkipped() {
        let stage = FocusStage()
        let tiles = stage.grid()
        tiles[1].isHidden = true
        tiles[2].isFocusEnabled = false
        stage.engine.focus(tiles[0])
        // Right of tile 0 only the lower rows remain; tile 4 scores 13·20² + 80² = 11 600,
        // tile 7 13·20² + 160² = 30 800, tile 5 13·140² + 80².
        #expect(stage.engine.move(.right))
        #expect(stage.engine.focusedView === tiles[4])
        #expect(stage.engine.focus(tiles[1]) == false)
        #expect(stage.engine.focus(tiles[2]) == false)
        #expect(stage.engine.focusedView === tiles[4])
    }

    @Test func focusableViewsWithinASubtreeAreTheWindowsThatLieInIt() {
        let stage = FocusStage()
        let tiles = stage.grid()
        // Tiles 3–5 moved into a panel; tile 4 made transparent, tile 5 disabled for focus.
        let panel = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        stage.controller.view.addSubview(panel)
        for t in tiles[3...5] { panel.addSubview(t) }
        tiles[4].alpha = 0
        tiles[5].isFocusEnabled = false
        let within = stage.engine.focusableViews(within: panel)
        #expect(within.map(\.name) == ["tile3"])
        #expect(
            within.map(ObjectIdentifier.init)
                == stage.engine.focusableViews.filter { $0.isDescendant(of: panel) }.map(ObjectIdentifier.init))
        for t in tiles {
            #expect(
                stage.engine.canFocus(t) == stage.engine.focusableViews.contains { $0 === t }, "\(t.name ?? "")")
        }
        // An ancestor that hides, or stops interaction, takes the subtree with it, walked from below too.
        panel.isUserInteractionEnabled = false
        #expect(stage.engine.focusableViews(within: panel).isEmpty && !stage.engine.canFocus(tiles[3]))
        panel.isUserInteractionEnabled = true
        stage.controller.view.isHidden = true
        #expect(stage.engine.focusableViews(within: panel).isEmpty && !stage.engine.canFocus(tiles[3]))
        #expect(stage.engine.focusableViews.isEmpty)
        stage.controller.view.isHidden = false
        // Out of the window: nothing.
        panel.removeFromSuperview()
        #expect(stage.engine.focusableViews(within: panel).isEmpty && !stage.engine.canFocus(tiles[3]))
        #expect(stage.engine.focus(tiles[3]) == false)
    }

    @Test func ringShowsOnlyAfterKeyboardOrGamepadInput() {
        let stage = FocusStage()
        let tiles = stage.grid()
        stage.engine.focus(tiles[4])
        #expect(!stage.engine.isRingVisible)  // last input: pointer (nothing yet)
        #expect(stage.engine.ring.layer.superlayer == nil)
        stage.engine.handle(stage.key(.left))  // first key after pointer: shows the ring, no move
        #expect(stage.engine.focusedView === tiles[4])
        #expect(stage.engine.isRingVisible)
        #expect(stage.engine.ring.layer.superlayer === tiles[4].layer)
        stage.engine.handle(stage.key(.left))
        #expect(stage.engine.focusedView === tiles[3])
        #expect(stage.engine.ring.layer.superlayer === tiles[3].layer)
        stage.engine.handle(stage.touch)
        #expect(!stage.engine.isRingVisible)
        #expect(stage.engine.ring.layer.superlayer == nil)
        stage.engine.handle(stage.pad(.dpadRight))
        stage.engine.handle(stage.pad(.dpadRight, down: false))
        #expect(stage.engine.isRingVisible)
        #expect(stage.engine.focusedView === tiles[3])
        // Drawn: the ring's border is in the next frame's display list.
        let list = stage.app.step()?.displayList
        let borders = list?.items.filter { if case .border = $0 { return true } else { return false } }
        #expect(borders?.count == 1)
    }

    @Test func selectActivatesAndBackGoesToTheController() {
        let stage = FocusStage()
        let tiles = stage.grid()
        var activated: [String] = []
        tiles[5].primaryAction = { activated.append($0.name ?? "") }
        stage.engine.focus(tiles[5])
        #expect(stage.engine.handle(stage.key(.enter)))
        #expect(stage.engine.handle(stage.key(.space)))
        #expect(stage.engine.handle(stage.pad(.a)))
        #expect(activated == ["tile5", "tile5", "tile5"])
        stage.engine.focus(tiles[6])  // no action: nobody up the chain handles it
        #expect(!stage.engine.handle(stage.key(.enter)))
        #expect(stage.engine.handle(stage.key(.escape)))
        #expect(stage.engine.handle(stage.pad(.b)))
        #expect(stage.controller.backs == 2)
    }

    @Test func focusScrollsTheScrollViewToRevealTheView() {
        let stage = FocusStage()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300), ticker: stage.ticker)
        list.contentSize = Size(width: 400, height: 1000)
        stage.controller.view.addSubview(list)
        let rows = (0..<10).map { i in
            let row = Tile(frame: Rect(x: 0, y: Double(i) * 100, width: 400, height: 90))
            list.addSubview(row)
            return row
        }
        stage.engine.focus(rows[0])
        for _ in 0..<3 { stage.engine.move(.down) }
        #expect(stage.engine.focusedView === rows[3])
        stage.app.step()
        #expect(list.contentOffset.y > 0)
        #expect(list.contentOffset.y < 94)  // animated, not there yet
        for _ in 0..<300 where stage.app.step() != nil {}
        // Row 3 spans 300…390; with the ring's 4 pt it needs 394 − 300 = 94 of offset.
        #expect(list.contentOffset.y == 394 - 300)
        let onScreen = rows[3].convert(rows[3].bounds, to: nil)!
        #expect(onScreen.maxY <= 300 && onScreen.minY >= 0)
    }

    @Test func leftStickRepeatsWhileHeld() {
        let stage = FocusStage()
        let row = (0..<10).map { i in
            let tile = Tile(frame: Rect(x: Double(i) * 70, y: 100, width: 60, height: 60))
            stage.controller.view.addSubview(tile)
            return tile
        }
        stage.engine.focus(row[0])
        stage.engine.handle(stage.pad(.x))  // some pad input first: the ring is showing
        let start = stage.clock.now
        stage.engine.handle(stage.axis(.leftX, 0.9))  // press at once
        #expect(stage.engine.focusedView === row[1])
        // Unity's timing (StickRepeat): repeats at +0.5, +0.6, +0.7 within 0.75 s.
        while stage.clock.now < start + 0.75 { stage.app.step() }
        #expect(stage.engine.focusedView === row[4])
        stage.engine.handle(stage.axis(.leftX, 0))
        for _ in 0..<60 { stage.app.step() }
        #expect(stage.engine.focusedView === row[4])
    }

    @Test func rightStickScrollsTheFocusedViewsScrollView() {
        let stage = FocusStage()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300), ticker: stage.ticker)
        list.contentSize = Size(width: 400, height: 1000)
        stage.controller.view.addSubview(list)
        let tile = Tile(frame: Rect(x: 0, y: 0, width: 400, height: 90))
        list.addSubview(tile)
        stage.engine.focus(tile)
        #expect(stage.engine.stickScrollTarget === list)
        #expect(stage.engine.handle(stage.axis(.rightY, 1)))
        for _ in 0..<30 { stage.app.step() }
        #expect(list.contentOffset.y > 0)
    }
}
