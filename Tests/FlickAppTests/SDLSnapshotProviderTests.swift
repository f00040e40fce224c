@testable import FlickApp
import FlickGeometry
import FlickLayers
import FlickSDL
import Testing

/// A snapshot draws the subtree at the origin without its own transform, from model values.
@MainActor
@Suite(.serialized) struct SDLSnapshotProviderTests {
    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    @Test func snapshotIgnoresTheLayersOwnPlacementAndKeepsItsChildren() throws {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let card = Layer(name: "card")
        card.frame = Rect(x: 150, y: 120, width: 40, height: 20)
        card.transform = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0)
        card.backgroundColor = .red
        let badge = Layer(name: "badge")
        badge.frame = Rect(x: 30, y: 0, width: 10, height: 10)
        badge.backgroundColor = .blue
        card.addSublayer(badge)
        root.addSublayer(card)
        let provider = SDLSnapshotProvider(scale: 1, assets: nil)
        guard case .bitmap(let b)? = provider.snapshotImage(of: card, size: card.bounds.size)?.source else {
            Issue.record("no bitmap snapshot")
            return
        }
        #expect(b.width == 40 && b.height == 20)
        #expect(pixel(b, 5, 15) == [255, 0, 0, 255])  // the card, upright, filling the picture
        #expect(pixel(b, 35, 5) == [0, 0, 255, 255])  // its badge where it sits in the card
        #expect(card.transform != .identity)  // nothing about the layer changed
    }

    @Test func anEmptyOrHugeSizeGivesNoSnapshot() {
        let provider = SDLSnapshotProvider(scale: 2, assets: nil)
        #expect(provider.snapshotImage(of: Layer(), size: .zero) == nil)
        #expect(provider.snapshotImage(of: Layer(), size: Size(width: 10_000, height: 10)) == nil)
    }
}
