public import FlickGeometry

/// Where an image sits inside its layer's bounds, like CALayer's `contentsGravity`.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    /// Stretch to fill the bounds (CA's default, `kCAGravityResize`).
    case resize
    /// Scale uniformly to fit inside the bounds, letterboxed.
    case resizeAspect
    /// Scale uniformly to cover the bounds; the overflow is clipped only if `masksToBounds`.
    case resizeAspectFill
    /// Natural size, centred.
    case center

    /// The rectangle, in the layer's coordinates, that an image of `imageSize` occupies in `bounds`.
    /// `imageSize` is in points (pixels divided by the image's scale).
    public func rect(for imageSize: Size, in bounds: Rect) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        switch self {
        case .resize:
            return bounds
        case .center:
            return Rect(
                x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
                width: imageSize.width, height: imageSize.height)
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / imageSize.width
            let sy = bounds.height / imageSize.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = imageSize.width * s, h = imageSize.height * s
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
    }
}
