public import FlickAnimation

/// An animation attached to a layer: a `ValueAnimation` (basic, spring, keyframe) bound to a
/// `LayerProperty`, or a group of them, with its media timing (CAAnimation).
///
/// Add it with `Layer.add(_:forKey:ticker:)`. By default (`beginsWhenAdded`) its
/// `timing.beginTime` is a delay counted from the frame after it was added; set
/// `beginsWhenAdded = false` to give `timing.beginTime` in the layer's local time instead.
/// A completed animation is removed when `isRemovedOnCompletion` (the default); otherwise its
/// `timing.fillMode` decides what stays visible.
public struct LayerAnimation: Sendable {
    /// When and how fast it plays, in the layer's local time.
    public var timing: MediaTiming
    /// Removes the animation once its active period is over (default true).
    public var isRemovedOnCompletion = true
    /// `timing.beginTime` counts from when the animation is first shown (true, default) or is an
    /// absolute time in the layer's local timeline (false).
    public var beginsWhenAdded = true
    /// Told when the animation starts and stops.
    public var completion: AnimationCompletion?
    /// The keys of the properties it writes.
    public let propertyNames: [String]
    /// Writes the animated values at a simple time (seconds into an iteration) of an iteration
    /// lasting the given duration.
    @usableFromInline
    let evaluate: @MainActor (inout LayerProperties, _ simpleTime: Double, _ duration: Double) -> Void

    /// Binds `animation` to `property`; the timing is the animation's. Inlinable so the
    /// per-frame closure is specialised for the concrete animation type at the call site.
    @inlinable
    public init<A: ValueAnimation>(_ property: LayerProperty<A.Value>, _ animation: A) {
        timing = animation.timing
        propertyNames = [property.name]
        evaluate = { p, s, d in
            property.set(&p, animation.resolved(atSimpleTime: s, duration: d, underlying: property.get(p)))
        }
    }

    @usableFromInline
    init(
        timing: MediaTiming, propertyNames: [String],
        evaluate: @escaping @MainActor (inout LayerProperties, Double, Double) -> Void
    ) {
        self.timing = timing
        self.propertyNames = propertyNames
        self.evaluate = evaluate
    }

    /// Plays `animations` together (CAAnimationGroup): each child sees the group's simple time as
    /// its parent time, so children begin relative to the group and are cut off at its end.
    public static func group(_ animations: [LayerAnimation], duration: Double) -> LayerAnimation {
        LayerAnimation(
            timing: MediaTiming(duration: duration), propertyNames: animations.flatMap(\.propertyNames)
        ) { p, s, _ in
            for child in animations { child.apply(to: &p, parentTime: s) }
        }
    }

    /// Applies the animation's value at `parentTime` (the layer's local time minus the time the
    /// animation was bound), if it has an effect then.
    @MainActor
    func apply(to p: inout LayerProperties, parentTime t: Double) {
        guard let s = timing.simpleTime(atParentTime: t) else { return }
        evaluate(&p, s, timing.duration)
    }

    // MARK: Builders

    /// A basic animation of `property` (CABasicAnimation).
    @inlinable
    public static func basic<V>(
        _ property: LayerProperty<V>, from: V? = nil, to: V? = nil, by: V? = nil, duration: Double,
        curve: TimingCurve = .default, isAdditive: Bool = false
    ) -> LayerAnimation {
        LayerAnimation(
            property,
            BasicAnimation(from: from, to: to, by: by, duration: duration, curve: curve, isAdditive: isAdditive))
    }

    /// A spring animation of `property` lasting its settling time (CASpringAnimation).
    @inlinable
    public static func spring<V>(
        _ property: LayerProperty<V>, from: V? = nil, to: V? = nil, by: V? = nil, spring: Spring = .smooth,
        initialVelocity: Double = 0, isAdditive: Bool = false
    ) -> LayerAnimation {
        LayerAnimation(
            property,
            SpringAnimation(
                from: from, to: to, by: by, spring: spring, initialVelocity: initialVelocity, isAdditive: isAdditive))
    }

    /// A keyframe animation of `property` (CAKeyframeAnimation).
    @inlinable
    public static func keyframes<V>(
        _ property: LayerProperty<V>, values: [V], keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
        mode: KeyframeAnimation<V>.CalculationMode = .linear, duration: Double, isAdditive: Bool = false
    ) -> LayerAnimation {
        LayerAnimation(
            property,
            KeyframeAnimation(
                values: values, keyTimes: keyTimes, curves: curves, calculationMode: mode, duration: duration,
                isAdditive: isAdditive))
    }
}
