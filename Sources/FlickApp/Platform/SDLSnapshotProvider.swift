import FlickGeometry
import FlickLayers
import FlickSDL

/// Draws a layer subtree into a bitmap once, on SDL's software renderer, for transitions that
/// animate a picture of a view (the flip's card snapshot). The platform gives it to every
/// application's window.
@MainActor
final class SDLSnapshotProvider: SnapshotProvider {
    private let scale: Double
    private let assets: AssetLocator?
    private let compositor = Compositor()

    /// Snapshots at `scale` pixels per point, with fonts and images from `assets`.
    init(scale: Double, assets: AssetLocator?) {
        self.scale = scale
        self.assets = assets
    }

    func snapshotImage(of layer: Layer, size: Size) -> ImageRef? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return nil }
        do {
            let canvas = try SoftwareCanvas(pixelWidth: w, pixelHeight: h, scale: scale, assets: assets)
            let list = compositor.composeSubtree(layer, size: size)
            canvas.renderer.render(list)
            return .bitmap(try canvas.snapshot())
        } catch {
            return nil
        }
    }
}
