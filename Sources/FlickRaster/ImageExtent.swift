package import FlickGeometry
package import FlickLayers

/// What the frame plan needs to know of an image before drawing it: its size in pixels and,
/// when known, whether it is opaque.
package struct ImageExtent {
    package var width: Int
    package var height: Int
    /// False for the missing-image placeholder, which fills the item's bounds.
    package var owned = true
    /// Whether every pixel is opaque; nil when not known yet (the plan then takes it as not).
    package var isOpaque: Bool?

    /// An extent of `width` × `height` pixels.
    package init(width: Int, height: Int, owned: Bool = true, isOpaque: Bool?) {
        self.width = width
        self.height = height
        self.owned = owned
        self.isOpaque = isOpaque
    }
}

extension ImageExtent {
    /// Pixels per point of an image file: 2 or 3 for names ending in `@2x`/`@3x` (UIKit's
    /// convention), otherwise 1.
    static func pointScale(ofAsset path: String) -> Double {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

extension DisplayItem.Image {
    /// Where a picture of `extent` lands in the layer's space (gravity applied; a placeholder
    /// fills the bounds).
    package func placedRect(_ extent: ImageExtent) -> Rect {
        guard extent.owned else { return bounds }
        var s = 1.0
        if case .asset(let path) = image.source { s = ImageExtent.pointScale(ofAsset: path) }
        let size = Size(width: Double(extent.width) / s, height: Double(extent.height) / s)
        return gravity.rect(for: size, in: bounds)
    }
}
