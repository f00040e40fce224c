import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// How meshes are gathered into draw calls (`SDLRenderer+Batch`): shapes with one state share a
/// draw even with other drawing between them, as long as nothing between overlaps them, and what
/// shows is the same as drawing every item in list order.
@Suite(.serialized)
@MainActor
struct SDLRendererBatchTests {
    static let size = Size(width: 96, height: 160)
    static let card = Color(hex: 0x181A23)
    static let dot = Color(hex: 0xF23C57)

    /// A list row as home's chats draw it: a rounded card, an opaque dot and a label on the card.
    static func row(_ index: Int) -> [DisplayItem] {
        let y = 4 + Double(index) * 30
        return [
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 4, y: y, width: 88, height: 24), radii: CornerRadii(all: 6),
                    color: card, opacity: 1)),
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 10, y: y + 6, width: 12, height: 12),
                    radii: CornerRadii(all: 6), color: dot, opacity: 1)),
            .text(
                .init(
                    transform: .identity, string: "Row \(index)", style: TextStyle(size: 11),
                    rect: Rect(x: 28, y: y + 5, width: 60, height: 14), opacity: 1)),
        ]
    }

    @Test func rowsDownAListShareTheirShapesDraws() throws {
        let rows = 5
        let canvas = try SoftwareCanvas(pixelWidth: 96, pixelHeight: 160, scale: 1, assets: PixelTest.assets)
        let all = try PixelTest.render((0..<rows).flatMap(Self.row), size: Self.size, canvas: canvas)
        let draws = canvas.renderer.lastFrameStats.drawCalls
        // The cards' and dots' interiors and fringes join the first row's draws, as no label
        // overlaps another row, and the labels, on one page of text runs, join the first label's.
        #expect(draws <= 6, "\(draws) draw calls for \(rows) rows")
        for i in 0..<rows {
            let alone = try PixelTest.render(Self.row(i), size: Self.size, canvas: canvas)
            let top = 4 + i * 30
            for y in top - 2..<top + 26 {
                for x in 0..<96 where all.rgba(x, y) != alone.rgba(x, y) {
                    Issue.record("row \(i) differs at (\(x), \(y)): \(all.rgba(x, y)) drawn with the others")
                    return
                }
            }
        }
    }

    @Test func aShapeOverlappingWhatCameBetweenKeepsItsPlace() throws {
        // The blue bar shares the red square's state, but the translucent green between them
        // overlaps it: drawn in the red square's call it would end up under the green.
        let items: [DisplayItem] = [
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 4, y: 4, width: 16, height: 16), radii: .zero,
                    color: Color(red: 1, green: 0, blue: 0), opacity: 1)),
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 30, y: 4, width: 20, height: 20), radii: .zero,
                    color: Color(red: 0, green: 1, blue: 0), opacity: 0.5)),
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 26, y: 10, width: 40, height: 6), radii: .zero,
                    color: Color(red: 0, green: 0, blue: 1), opacity: 1)),
        ]
        let bmp = try PixelTest.render(items, size: Self.size)
        let c = bmp.rgba(40, 12)
        #expect(c.r == 0 && c.g == 0 && c.b == 255, "the bar is drawn over the green: \(c)")
        #expect(bmp.rgba(40, 6).g > 100 && bmp.rgba(40, 6).b == 0, "the green shows above the bar")
    }
}
