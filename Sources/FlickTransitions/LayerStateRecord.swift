import FlickAnimation
import FlickLayers

/// The model values and animation keys of a set of layers at one moment, so a cancelled
/// layer-time transition can put every layer back exactly as it was.
@MainActor
struct LayerStateRecord {
    private var entries: [(layer: Layer, model: LayerProperties, keys: Set<String>)] = []

    /// Records every layer of the given subtrees (each layer once).
    init(subtreesOf roots: [Layer]) {
        var seen = Set<ObjectIdentifier>()
        var stack = roots
        while let layer = stack.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            entries.append((layer, layer.model, Set(layer.animationKeys)))
            stack.append(contentsOf: layer.sublayers)
        }
    }

    /// Removes the animations added since the record (by key) and puts the model values back,
    /// without animation.
    func restore() {
        AnimationTransaction.performWithoutAnimation {
            for e in entries {
                for key in e.layer.animationKeys where !e.keys.contains(key) { e.layer.removeAnimation(forKey: key) }
                if e.layer.model != e.model { e.layer.model = e.model }
            }
        }
    }
}
