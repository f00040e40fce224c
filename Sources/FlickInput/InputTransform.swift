public import FlickGeometry

/// Maps platform input coordinates to the app's logical points: removes the HiDPI scale and undoes
/// the panel's rotation. Pure value; the SDL event source holds one and updates it on resize.
///
/// Three coordinate spaces meet here:
/// - *panel pixels*: the window's drawable as the panel sees it, origin top-left, `pixelSize` big;
/// - *window units*: what SDL reports mouse positions in (equal to pixels on X11 and kmsdrm;
///   `pixelsPerWindowUnit` covers back-ends where they differ);
/// - *normalised*: SDL finger coordinates, 0…1 across the window (or the whole panel on kmsdrm).
///
/// The logical viewport is the rotated one: with a quarter turn its width is the panel's height.
/// Invariant: `scale` and `pixelsPerWindowUnit` are positive and finite (the initialiser checks).
public struct InputTransform: Hashable, Sendable {
    /// The window's drawable size in panel pixels (not rotated).
    public var pixelSize: Size
    /// Pixels per point (HiDPI factor), > 0.
    public var scale: Double
    /// How the content is turned on the panel.
    public var rotation: DisplayRotation
    /// Panel pixels per SDL window unit, > 0 (1 on X11 and kmsdrm).
    public var pixelsPerWindowUnit: Double

    /// Creates a transform. `scale` and `pixelsPerWindowUnit` must be positive and finite.
    public init(
        pixelSize: Size, scale: Double = 1, rotation: DisplayRotation = .upright, pixelsPerWindowUnit: Double = 1
    ) {
        precondition(
            scale > 0 && scale.isFinite,
            "InputTransform scale is pixels per point and must be positive and finite; got \(scale)"
        )
        precondition(
            pixelsPerWindowUnit > 0 && pixelsPerWindowUnit.isFinite,
            "InputTransform pixelsPerWindowUnit must be positive and finite (1 on X11/kmsdrm); "
                + "got \(pixelsPerWindowUnit)"
        )
        self.pixelSize = pixelSize
        self.scale = scale
        self.rotation = rotation
        self.pixelsPerWindowUnit = pixelsPerWindowUnit
    }

    /// The app's viewport in points: the panel size divided by the scale, width and height swapped
    /// for quarter turns.
    public var logicalSize: Size {
        let size = rotation.swapsAxes ? Size(width: pixelSize.height, height: pixelSize.width) : pixelSize
        return Size(width: size.width / scale, height: size.height / scale)
    }

    /// A panel pixel position as a logical point.
    public func point(fromPixel pixel: Point) -> Point {
        let w = pixelSize.width
        let h = pixelSize.height
        let unrotated: Point
        switch rotation {
        case .upright: unrotated = pixel
        case .clockwise90: unrotated = Point(x: pixel.y, y: w - pixel.x)
        case .clockwise180: unrotated = Point(x: w - pixel.x, y: h - pixel.y)
        case .clockwise270: unrotated = Point(x: h - pixel.y, y: pixel.x)
        }
        return unrotated / scale
    }

    /// A logical point as a panel pixel position (the inverse of `point(fromPixel:)`; what the
    /// renderer does to content).
    public func pixel(fromPoint point: Point) -> Point {
        let p = point * scale
        let w = pixelSize.width
        let h = pixelSize.height
        switch rotation {
        case .upright: return p
        case .clockwise90: return Point(x: w - p.y, y: p.x)
        case .clockwise180: return Point(x: w - p.x, y: h - p.y)
        case .clockwise270: return Point(x: p.y, y: h - p.x)
        }
    }

    /// A normalised position (0…1 across the window, as SDL finger events carry) as a logical point.
    public func point(fromNormalized normalized: Point) -> Point {
        point(fromPixel: Point(x: normalized.x * pixelSize.width, y: normalized.y * pixelSize.height))
    }

    /// A position in SDL window units (mouse events) as a logical point.
    public func point(fromWindow position: Point) -> Point {
        point(fromPixel: position * pixelsPerWindowUnit)
    }

    /// A displacement in panel pixels (deltas, wheel amounts) as a logical displacement: rotated and
    /// scaled, never translated.
    public func vector(fromPixel delta: Point) -> Point {
        let turned: Point
        switch rotation {
        case .upright: turned = delta
        case .clockwise90: turned = Point(x: delta.y, y: -delta.x)
        case .clockwise180: turned = Point(x: -delta.x, y: -delta.y)
        case .clockwise270: turned = Point(x: -delta.y, y: delta.x)
        }
        return turned / scale
    }
}
