import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

@MainActor
final class FakeSnapshotProvider: SnapshotProvider {
    let image = ImageRef.bitmap(Bitmap(width: 1, height: 1, pixels: [255, 0, 0, 255]))
    var calls = 0
    func snapshotImage(of layer: Layer, size: Size) -> ImageRef? {
        calls += 1
        return image
    }
}

@MainActor
@Suite(.serialized) struct SnapshotTests {
    @Test func theLayerCloneDrawsLikeTheOriginal() {
        let root = ViewController()
        let harness = Harness(root: root)
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        card.backgroundColor = .red
        card.cornerRadius = 12
        let badge = View(frame: Rect(x: 20, y: 30, width: 40, height: 40))
        badge.backgroundColor = .green
        badge.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        card.addSubview(badge)
        root.view.addSubview(card)
        let original = harness.step()
        let copy = Snapshot.snapshotView(of: card)
        card.removeFromSuperview()
        root.view.addSubview(copy)
        #expect(harness.step().items == original.items)
        #expect(!copy.isUserInteractionEnabled && copy.subviews.isEmpty)
        badge.backgroundColor = .blue
        #expect(harness.step().items == original.items, "a static copy: later changes do not show")
    }

    @Test func aProviderRendersTheSubtreeOnce() {
        let provider = FakeSnapshotProvider()
        let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 30))
        let shot = Snapshot.snapshotView(of: view, using: provider)
        #expect(provider.calls == 1)
        #expect(shot.layer.contents == provider.image)
        #expect(shot.frame == Rect(x: 0, y: 0, width: 50, height: 30))
    }
}
