public import FlickGeometry

/// A node of the retained layer tree, shaped like CALayer.
///
/// A layer owns its sublayers and knows its superlayer (weakly). Its look and geometry are one
/// `LayerProperties` value (`model`); the accessors below read and write it. Content is an image
/// (`contents`, placed by `contentsGravity`) or a string (`text`, drawn with `textStyle`).
/// Layers are main-actor objects: the tree is built, changed and composed on the main actor.
/// The stored properties the compositor reads for every layer, every frame, skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`): on one actor no two accesses can overlap, and
/// the checks were a third of the cost of composing 10 000 layers.
@MainActor
public final class Layer {
    /// The model values: what the app set. Presentation values come from `presentationProperties`.
    @exclusivity(unchecked) public var model = LayerProperties() {
        didSet {
            if (oldValue.zPosition != 0) != (model.zPosition != 0) {
                superlayer?.zPositionedSublayerCount += model.zPosition != 0 ? 1 : -1
            }
            modelDidChange(from: oldValue)
        }
    }
    /// How many sublayers have a non-zero zPosition: the compositor sorts children only when
    /// some do (checking every child every frame was a quarter of composing's cost).
    @exclusivity(unchecked) private(set) var zPositionedSublayerCount = 0
    /// A name for debugging and tests.
    public var name: String?
    /// The image the layer shows, placed in its bounds by `contentsGravity`.
    @exclusivity(unchecked) public var contents: ImageRef?
    /// How `contents` is placed in the bounds.
    @exclusivity(unchecked) public var contentsGravity: ContentsGravity = .resize
    /// A string the layer shows inside its bounds, drawn with `textStyle`.
    @exclusivity(unchecked) public var text: String?
    /// How `text` is drawn.
    @exclusivity(unchecked) public var textStyle = TextStyle()
    /// Media timing of this layer: its local time is
    /// `(parentTime − beginTime) × speed + timeOffset` (CAMediaTiming).
    @exclusivity(unchecked) public var beginTime: Double = 0
    /// Rate of local time relative to the parent's; 0 pauses everything beneath.
    @exclusivity(unchecked) public var speed: Double = 1
    /// Added to local time after scaling.
    @exclusivity(unchecked) public var timeOffset: Double = 0
    @exclusivity(unchecked) var animationStore: LayerAnimationStore?
    /// True when this layer or a layer beneath it may have an animation attached: set up the
    /// way to the root when one is attached or a marked layer is added, cleared by
    /// `retireCompletedAnimations` where nothing animates any more. Every layer with an
    /// animation is marked, and so is the superlayer of every marked layer, so the walks that
    /// look for animations (`hasAnimationsInSubtree`, `retireCompletedAnimations`) enter only
    /// marked subtrees.
    @exclusivity(unchecked) public internal(set) var subtreeMayAnimate = false

    /// The parent, if the layer is in a tree.
    public private(set) weak var superlayer: Layer?
    /// Children, back to front (before zPosition ordering).
    @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []

    /// Creates an empty layer, optionally named.
    public init(name: String? = nil) {
        self.name = name
    }

    // MARK: Geometry and looks (forward to `model`)

    public var position: Point {
        get { model.position }
        set { model.position = newValue }
    }
    public var bounds: Rect {
        get { model.bounds }
        set { model.bounds = newValue }
    }
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }
    public var transform: Transform3D {
        get { model.transform }
        set { model.transform = newValue }
    }
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }
    public var zPosition: Double {
        get { model.zPosition }
        set { model.zPosition = newValue }
    }
    public var opacity: Double {
        get { model.opacity }
        set { model.opacity = newValue }
    }
    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }
    public var backgroundColor: Color {
        get { model.backgroundColor }
        set { model.backgroundColor = newValue }
    }
    /// One radius for every corner; reading gives the largest corner radius.
    public var cornerRadius: Double {
        get { model.cornerRadii.maximum }
        set { model.cornerRadii = CornerRadii(all: newValue) }
    }
    public var cornerRadii: CornerRadii {
        get { model.cornerRadii }
        set { model.cornerRadii = newValue }
    }
    public var borderWidth: Double {
        get { model.borderWidth }
        set { model.borderWidth = newValue }
    }
    public var borderColor: Color {
        get { model.borderColor }
        set { model.borderColor = newValue }
    }
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }
    public var shadowColor: Color {
        get { model.shadowColor }
        set { model.shadowColor = newValue }
    }
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { model.shadowOpacity = newValue }
    }
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { model.shadowRadius = newValue }
    }
    public var shadowOffset: Point {
        get { model.shadowOffset }
        set { model.shadowOffset = newValue }
    }
    public var blurRadius: Double {
        get { model.blurRadius }
        set { model.blurRadius = newValue }
    }
    public var blurTint: Color {
        get { model.blurTint }
        set { model.blurTint = newValue }
    }
    /// The frame in the superlayer's coordinates (see `LayerProperties.frame`).
    public var frame: Rect {
        get { model.frame }
        set { model.setFrame(newValue) }
    }

    // MARK: Tree

    /// Appends `layer` as the front-most child, removing it from any previous parent first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` among the children at `index` (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "A layer cannot be its own sublayer; add it to another layer")
        precondition(
            !isDescendant(of: layer),
            "Adding an ancestor as a sublayer would make a cycle; remove it from the tree first")
        var target = index
        if let old = layer.superlayer {
            if old === self, let i = sublayers.firstIndex(where: { $0 === layer }), i < target { target -= 1 }
            layer.removeFromSuperlayer()
        }
        layer.superlayer = self
        if layer.model.zPosition != 0 { zPositionedSublayerCount += 1 }
        sublayers.insert(layer, at: clamp(target, 0, sublayers.count))
        if layer.subtreeMayAnimate { markMayAnimate() }
    }

    /// Marks this layer and the way up to the root as possibly animating (`subtreeMayAnimate`),
    /// stopping at the first layer already marked: its way up is marked already.
    func markMayAnimate() {
        var node: Layer? = self
        while let n = node, !n.subtreeMayAnimate {
            n.subtreeMayAnimate = true
            node = n.superlayer
        }
    }

    /// Inserts `layer` just below `sibling`, which must be a child of this layer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSublayer(_:below:) needs a sibling that is a sublayer of this layer")
        }
        insertSublayer(layer, at: i)
    }

    /// Inserts `layer` just above `sibling`, which must be a child of this layer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSublayer(_:above:) needs a sibling that is a sublayer of this layer")
        }
        insertSublayer(layer, at: i + 1)
    }

    /// Detaches the layer from its parent; does nothing if it has none.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        if model.zPosition != 0 { parent.zPositionedSublayerCount -= 1 }
        superlayer = nil
    }

    /// Removes every child.
    public func removeAllSublayers() {
        for child in sublayers { child.superlayer = nil }
        zPositionedSublayerCount = 0
        sublayers.removeAll()
    }

    /// True when `other` is this layer or one of its ancestors.
    public func isDescendant(of other: Layer) -> Bool {
        var node: Layer? = self
        while let n = node {
            if n === other { return true }
            node = n.superlayer
        }
        return false
    }

    /// The topmost ancestor (self when the layer has no parent).
    public var rootLayer: Layer {
        var node = self
        while let parent = node.superlayer { node = parent }
        return node
    }

    /// The number of layers in this subtree, this one included.
    public var subtreeCount: Int { sublayers.reduce(1) { $0 + $1.subtreeCount } }

    /// Converts a parent time to this layer's local time (CAMediaTiming:
    /// `t = (t_parent − beginTime) × speed + timeOffset`).
    public func localTime(fromParentTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }
}
