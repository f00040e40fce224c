public import FlickGeometry

/// One instruction of a `DisplayList`: plain values, no references to layers.
///
/// Every drawing item carries a `transform` from its layer's local coordinates to the viewport
/// (points, flattened to the screen plane, perspective included) and an `opacity` that already
/// multiplies every ancestor's opacity up to the nearest enclosing group.
///
/// The common items (fills and borders) are stored inline; the larger, rarer ones are `indirect`
/// (boxed) so one item stays about 240 bytes instead of 400 — the compositor writes one per
/// drawing layer every frame.
public enum DisplayItem: Hashable, Sendable {
    /// A solid rounded rectangle.
    case fill(Fill)
    /// A stroke along the inside of a rounded rectangle.
    case border(Border)
    /// An image drawn into a rectangle, optionally clipped to a rounded rectangle.
    indirect case image(Image)
    /// A run of text laid out inside a rectangle.
    indirect case text(Text)
    /// A soft shadow cast by a rounded rectangle.
    indirect case shadow(Shadow)
    /// A blur of whatever is already drawn behind a rounded rectangle, then a tint.
    indirect case backdropBlur(Blur)
    /// Starts an offscreen group: items up to the matching `popGroup` are drawn into a layer of
    /// their own, then composited with the group's opacity through the group's clip.
    indirect case pushGroup(Group)
    /// Ends the innermost group.
    case popGroup

    /// A solid rounded rectangle.
    public struct Fill: Hashable, Sendable {
        public var transform: Transform3D
        public var rect: Rect
        public var radii: CornerRadii
        public var color: Color
        public var opacity: Double
        public init(transform: Transform3D, rect: Rect, radii: CornerRadii, color: Color, opacity: Double) {
            self.transform = transform
            self.rect = rect
            self.radii = radii
            self.color = color
            self.opacity = opacity
        }
    }

    /// A stroke of `width` points drawn inside the edge of a rounded rectangle (CALayer's border).
    public struct Border: Hashable, Sendable {
        public var transform: Transform3D
        public var rect: Rect
        public var radii: CornerRadii
        public var width: Double
        public var color: Color
        public var opacity: Double
        public init(
            transform: Transform3D, rect: Rect, radii: CornerRadii, width: Double, color: Color, opacity: Double
        ) {
            self.transform = transform
            self.rect = rect
            self.radii = radii
            self.width = width
            self.color = color
            self.opacity = opacity
        }
    }

    /// An image. `rect` is where the whole image goes (gravity applied, may overflow the layer);
    /// `clip`, when set, is the layer's bounds with its radii: nothing outside it is drawn.
    /// When the gravity needs the image's size, `rect` is the layer's bounds and `gravity` says
    /// how the renderer places the image once it knows the texture's size.
    public struct Image: Hashable, Sendable {
        public var transform: Transform3D
        public var image: ImageRef
        public var bounds: Rect
        public var gravity: ContentsGravity
        public var clip: Clip?
        public var opacity: Double
        public init(
            transform: Transform3D, image: ImageRef, bounds: Rect, gravity: ContentsGravity, clip: Clip?,
            opacity: Double
        ) {
            self.transform = transform
            self.image = image
            self.bounds = bounds
            self.gravity = gravity
            self.clip = clip
            self.opacity = opacity
        }
    }

    /// Text laid out in `rect` (lines start at its top).
    public struct Text: Hashable, Sendable {
        public var transform: Transform3D
        public var string: String
        public var style: TextStyle
        public var rect: Rect
        public var opacity: Double
        public init(transform: Transform3D, string: String, style: TextStyle, rect: Rect, opacity: Double) {
            self.transform = transform
            self.string = string
            self.style = style
            self.rect = rect
            self.opacity = opacity
        }
    }

    /// A shadow: the rounded rectangle `rect` moved by `offset`, blurred by `radius` (CALayer's
    /// shadowRadius: roughly a Gaussian with σ = radius/2), in `color` at `opacity`.
    public struct Shadow: Hashable, Sendable {
        public var transform: Transform3D
        public var rect: Rect
        public var radii: CornerRadii
        public var color: Color
        public var radius: Double
        public var offset: Point
        public var opacity: Double
        public init(
            transform: Transform3D, rect: Rect, radii: CornerRadii, color: Color, radius: Double, offset: Point,
            opacity: Double
        ) {
            self.transform = transform
            self.rect = rect
            self.radii = radii
            self.color = color
            self.radius = radius
            self.offset = offset
            self.opacity = opacity
        }
    }

    /// A backdrop blur: what lies behind `rect` is blurred by `radius` points, then `tint` is laid
    /// over it; the whole effect is mixed in with `opacity` (UIVisualEffectView's alpha).
    public struct Blur: Hashable, Sendable {
        public var transform: Transform3D
        public var rect: Rect
        public var radii: CornerRadii
        public var radius: Double
        public var tint: Color
        public var opacity: Double
        public init(
            transform: Transform3D, rect: Rect, radii: CornerRadii, radius: Double, tint: Color, opacity: Double
        ) {
            self.transform = transform
            self.rect = rect
            self.radii = radii
            self.radius = radius
            self.tint = tint
            self.opacity = opacity
        }
    }

    /// An offscreen group: its items are composited together with `opacity`, through `clip`.
    public struct Group: Hashable, Sendable {
        public var opacity: Double
        public var clip: Clip?
        public init(opacity: Double, clip: Clip?) {
            self.opacity = opacity
            self.clip = clip
        }
    }

    /// A clipping shape: a rounded rectangle in some layer's local space.
    public struct Clip: Hashable, Sendable {
        public var transform: Transform3D
        public var rect: Rect
        public var radii: CornerRadii
        public init(transform: Transform3D, rect: Rect, radii: CornerRadii) {
            self.transform = transform
            self.rect = rect
            self.radii = radii
        }
    }
}
