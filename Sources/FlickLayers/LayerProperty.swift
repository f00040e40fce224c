public import FlickAnimation
public import FlickGeometry

/// A typed handle on one animatable value of `LayerProperties`: its key (used as the default
/// animation key, like CA's key paths) and how to read and write it.
///
/// The static members cover every animatable property; make others (a sub-value, a derived
/// value) with `init(name:get:set:)`. Accessors are plain closures: no key-path or string
/// lookups happen per frame.
public struct LayerProperty<Value: Animatable>: Sendable {
    /// The key, e.g. "position"; implicit animations use it as their animation key.
    public let name: String
    /// Reads the value.
    public let get: @Sendable (LayerProperties) -> Value
    /// Writes the value.
    public let set: @Sendable (inout LayerProperties, Value) -> Void

    /// Creates a property handle.
    public init(
        name: String, get: @escaping @Sendable (LayerProperties) -> Value,
        set: @escaping @Sendable (inout LayerProperties, Value) -> Void
    ) {
        self.name = name
        self.get = get
        self.set = set
    }
}

extension LayerProperties {
    /// Reads or writes the value `property` describes.
    public subscript<V>(property: LayerProperty<V>) -> V {
        get { property.get(self) }
        set { property.set(&self, newValue) }
    }
}

extension LayerProperty where Value == Point {
    /// `position`.
    public static var position: Self { .init(name: "position", get: { $0.position }, set: { $0.position = $1 }) }
    /// `anchorPoint`.
    public static var anchorPoint: Self {
        .init(name: "anchorPoint", get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 })
    }
    /// `shadowOffset`.
    public static var shadowOffset: Self {
        .init(name: "shadowOffset", get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 })
    }
}

extension LayerProperty where Value == Double {
    /// `position.x`.
    public static var positionX: Self { .init(name: "position.x", get: { $0.position.x }, set: { $0.position.x = $1 }) }
    /// `position.y`.
    public static var positionY: Self { .init(name: "position.y", get: { $0.position.y }, set: { $0.position.y = $1 }) }
    /// `zPosition`.
    public static var zPosition: Self { .init(name: "zPosition", get: { $0.zPosition }, set: { $0.zPosition = $1 }) }
    /// `opacity`.
    public static var opacity: Self { .init(name: "opacity", get: { $0.opacity }, set: { $0.opacity = $1 }) }
    /// One radius for every corner (reads the largest).
    public static var cornerRadius: Self {
        .init(name: "cornerRadius", get: { $0.cornerRadii.maximum }, set: { $0.cornerRadii = CornerRadii(all: $1) })
    }
    /// `borderWidth`.
    public static var borderWidth: Self {
        .init(name: "borderWidth", get: { $0.borderWidth }, set: { $0.borderWidth = $1 })
    }
    /// `shadowOpacity`.
    public static var shadowOpacity: Self {
        .init(name: "shadowOpacity", get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 })
    }
    /// `shadowRadius`.
    public static var shadowRadius: Self {
        .init(name: "shadowRadius", get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 })
    }
    /// `blurRadius`.
    public static var blurRadius: Self {
        .init(name: "blurRadius", get: { $0.blurRadius }, set: { $0.blurRadius = $1 })
    }
}

extension LayerProperty where Value == Rect {
    /// `bounds`.
    public static var bounds: Self { .init(name: "bounds", get: { $0.bounds }, set: { $0.bounds = $1 }) }
}

extension LayerProperty where Value == Transform3D {
    /// `transform` (interpolated by decomposition).
    public static var transform: Self { .init(name: "transform", get: { $0.transform }, set: { $0.transform = $1 }) }
    /// `sublayerTransform`.
    public static var sublayerTransform: Self {
        .init(name: "sublayerTransform", get: { $0.sublayerTransform }, set: { $0.sublayerTransform = $1 })
    }
}

extension LayerProperty where Value == Color {
    /// `backgroundColor`.
    public static var backgroundColor: Self {
        .init(name: "backgroundColor", get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 })
    }
    /// `borderColor`.
    public static var borderColor: Self {
        .init(name: "borderColor", get: { $0.borderColor }, set: { $0.borderColor = $1 })
    }
    /// `shadowColor`.
    public static var shadowColor: Self {
        .init(name: "shadowColor", get: { $0.shadowColor }, set: { $0.shadowColor = $1 })
    }
    /// `blurTint`.
    public static var blurTint: Self { .init(name: "blurTint", get: { $0.blurTint }, set: { $0.blurTint = $1 }) }
}

extension LayerProperty where Value == CornerRadii {
    /// `cornerRadii` (each corner separately).
    public static var cornerRadii: Self {
        .init(name: "cornerRadii", get: { $0.cornerRadii }, set: { $0.cornerRadii = $1 })
    }
}
