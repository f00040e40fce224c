import FlickGeometry
import FlickLayers
import FlickSDL
import FlickUI
import Foundation
import Testing

@testable import FlickDemoKit

/// The chats list drawn by the real software renderer at rest, with a row half open under the
/// finger, open, and after a delete: each frame is saved as a PNG (for eyes, printed paths) and
/// checked where it must be: the cards' colour, the revealed buttons' colours, no missing asset.
@MainActor
@Suite(.serialized) struct ChatsScreenshotTests {
    static let assets = AssetLocator(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path)
    let s = ChatsStage()

    /// Renders the stage's last display list at 2× and saves it as `flick-chats-NAME.png`.
    func shot(_ name: String) throws -> Bitmap {
        s.step()
        let list = try #require(s.renderer.lastFrame)
        let size = s.app.viewport
        let canvas = try SoftwareCanvas(
            pixelWidth: Int(size.width * 2), pixelHeight: Int(size.height * 2), scale: 2, assets: Self.assets)
        canvas.renderer.onDiagnostic = nil
        canvas.renderer.render(list)
        let bitmap = try canvas.snapshot()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-chats-\(name).png").path
        try Screenshot.savePNG(bitmap, to: path)
        print("chats screenshot: \(path)")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
        return bitmap
    }

    /// The colour at window point `p` (points).
    func color(_ b: Bitmap, _ p: Point) -> (Int, Int, Int) {
        let x = Int(p.x * 2), y = Int(p.y * 2)
        let o = (y * b.width + x) * 4
        return (Int(b.pixels[o]), Int(b.pixels[o + 1]), Int(b.pixels[o + 2]))
    }

    func near(_ c: (Int, Int, Int), _ color: Color, tolerance: Int = 12) -> Bool {
        let (r, g, b, _) = color.rgba8
        return abs(c.0 - Int(r)) <= tolerance && abs(c.1 - Int(g)) <= tolerance && abs(c.2 - Int(b)) <= tolerance
    }

    @Test func restHalfOpenOpenAndAfterDelete() throws {
        s.settle()
        let rest = try shot("rest")
        let cardCorner = s.cardPoint(3, dx: 120)
        #expect(near(color(rest, cardCorner), ChatsStyle.card), "a card at rest")

        let id = s.press(from: s.cardPoint(1, dx: -120), to: s.cardPoint(1, dx: -10), frames: 12)
        let half = try shot("half-open")
        #expect(s.rows[1].openFraction > 0.3 && s.rows[1].openFraction < 0.7)
        s.lift(id, at: s.cardPoint(1, dx: -10), holdFrames: 4)
        s.settle()
        _ = half

        let open = try shot("open")
        for button in s.rows[1].actionButtons {
            let c = s.center(of: button)
            #expect(near(color(open, Point(x: c.x, y: c.y + 26)), button.action.color), "\(button.action) shows")
        }

        s.tap(s.center(of: s.rows[1].actionButtons[2]))
        s.step(5)
        _ = try shot("deleting")
        s.settle()
        let after = try shot("after-delete")
        #expect(s.rows.count == 19)
        #expect(near(color(after, s.cardPoint(1, dx: 120)), ChatsStyle.card), "the next card took the gap")
    }

    @Test func theFocusRingFitsInsideTheRowAndFollowsTheRevealedActions() throws {
        s.key(.down)
        if s.engine?.focusedView == nil { s.key(.down) }
        s.key(.down)
        s.settle()
        let card = s.rows[1].card
        #expect(s.engine?.focusedView === card)
        let focused = try shot("focused")
        let f = card.convert(card.bounds, to: nil) ?? .zero
        #expect(near(color(focused, Point(x: f.midX, y: f.minY - 2.5)), .white, tolerance: 40), "ring above the card")
        #expect(near(color(focused, Point(x: f.midX, y: f.maxY + 2.5)), .white, tolerance: 40), "ring below the card")
        s.button(.x)
        s.settle()
        let open = try shot("keyboard-open")
        let pin = s.rows[1].actionButtons[0]
        #expect(s.engine?.focusedView === pin)
        let p = pin.convert(pin.bounds, to: nil) ?? .zero
        #expect(near(color(open, Point(x: p.midX, y: p.minY - 2.5)), .white, tolerance: 40), "ring around Pin")
    }

    @Test func pinnedMutedAndReadRowsShowTheirMarks() throws {
        s.openByDrag(2)
        s.tap(s.center(of: s.rows[2].actionButtons[1]))
        s.settle()
        s.openByDrag(3)
        s.tap(s.center(of: s.rows[3].actionButtons[0]))
        s.settle()
        s.tap(s.cardPoint(1))
        s.settle()
        let marks = try shot("marks")
        let pinned = s.rows[0]
        #expect(pinned.thread.isPinned)
        let star = pinned.card.pinMark.frame
        let origin = pinned.card.convert(Point(x: star.midX, y: star.midY), to: nil) ?? .zero
        #expect(near(color(marks, origin), ChatAction.pin.color, tolerance: 40), "the pinned row's star")
        #expect(near(color(marks, s.cardPoint(0, dx: 100)), ChatsStyle.cardPinned), "a pinned card is lighter")
    }
}
