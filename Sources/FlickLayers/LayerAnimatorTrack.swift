import FlickAnimation

/// The progress a `PropertyAnimator` last gave a driven layer animation.
@MainActor
final class DrivenProgress {
    var value = 0.0
}

/// A layer property driven by a `PropertyAnimator`: created when the property changes inside an
/// animator's block. It attaches a layer animation that shows `from → to` at the animator's
/// progress, and on finish writes the final value into the model and detaches.
@MainActor
final class LayerAnimatorTrack<Value: Animatable>: AnimatorTrack {
    private weak var layer: Layer?
    private let property: LayerProperty<Value>
    private let from: Value
    private let to: Value
    private let progress: DrivenProgress
    private let entry: LayerAnimationStore.Entry

    init(layer: Layer, property: LayerProperty<Value>, from: Value, to: Value) {
        self.layer = layer
        self.property = property
        self.from = from
        self.to = to
        let box = DrivenProgress()
        progress = box
        var timing = MediaTiming(duration: .infinity, fillMode: .both)
        timing.beginTime = 0
        var animation = LayerAnimation(timing: timing, propertyNames: [property.name]) { p, _, _ in
            property.set(&p, from.interpolated(to: to, fraction: box.value))
        }
        animation.beginsWhenAdded = false
        entry = layer.attach(animation, forKey: property.name, ticker: nil)
    }

    func update(progress p: Double) { progress.value = p }

    func finish(at position: AnimatingPosition) {
        guard let layer, entry.isAttached else { return }
        let final: Value
        switch position {
        case .start: final = from
        case .end: final = to
        case .current: final = from.interpolated(to: to, fraction: progress.value)
        }
        layer.animationStore?.remove(entry)
        AnimationTransaction.performWithoutAnimation { property.set(&layer.model, final) }
    }
}
