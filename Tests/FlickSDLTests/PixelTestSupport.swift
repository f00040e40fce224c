import FlickGeometry
import FlickLayers
import Foundation

@testable import FlickSDL

/// Pixel access for rendered bitmaps.
extension Bitmap {
    /// The RGBA bytes at pixel (x, y).
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }
}

/// Test helpers shared by the SDL suites.
@MainActor
enum PixelTest {
    /// The repository's Assets folder, found from this file's location.
    static let assets = AssetLocator(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path)

    /// Renders `items` on a software canvas of `size` points at `scale` and returns the pixels.
    static func render(
        _ items: [DisplayItem], size: Size, scale: Double = 1, clear: Color = .black, canvas: SoftwareCanvas? = nil
    ) throws -> Bitmap {
        let c =
            try canvas
            ?? SoftwareCanvas(
                pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale), scale: scale, assets: assets
            )
        c.renderer.render(DisplayList(viewport: size, clearColor: clear, items: items))
        return try c.snapshot()
    }

    /// True when two channel values differ by at most `tolerance`.
    static func near(_ a: Int, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(a - b) <= tolerance }

    /// A translation transform.
    static func at(_ x: Double, _ y: Double) -> Transform3D { Transform3D(translationX: x, y: y) }
}
