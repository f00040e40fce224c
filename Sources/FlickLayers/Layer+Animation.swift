public import FlickAnimation

/// Attaching, finding and removing animations, and reading presentation values (CALayer's
/// animation API). Animation storage lives in the layer's `animationStore`, created on demand.
extension Layer {
    /// Attaches `animation`, replacing the one under the same `key` (which stops unfinished).
    /// With `beginsWhenAdded`, its timeline starts at the next tick of `ticker` (at that frame's
    /// timestamp, in this layer's local time), or at the first frame that composes it when no
    /// ticker is given.
    public func add(_ animation: LayerAnimation, forKey key: String? = nil, ticker: AnimationTicker? = nil) {
        _ = attach(animation, forKey: key, ticker: ticker)
    }

    @discardableResult
    func attach(_ animation: LayerAnimation, forKey key: String?, ticker: AnimationTicker?) -> LayerAnimationStore.Entry
    {
        let store = animationStore ?? LayerAnimationStore()
        animationStore = store
        let entry = LayerAnimationStore.Entry(key: key, animation: animation)
        store.add(entry)
        markMayAnimate()
        if animation.beginsWhenAdded, let ticker {
            // The entry is captured strongly: the action runs once, at the next tick, and a weak
            // reference would move the entry's reference count to a slow side table.
            ticker.atNextFrame { [weak self] timestamp in
                guard let self, entry.isAttached, entry.origin == nil else { return }
                entry.origin = self.localTime(fromRootTime: timestamp)
            }
        }
        return entry
    }

    /// Removes the animation under `key`; its completion hears it did not finish.
    public func removeAnimation(forKey key: String) { animationStore?.remove(key: key) }

    /// Removes every animation.
    public func removeAllAnimations() { animationStore?.removeAll() }

    /// The animation under `key`, if attached.
    public func animation(forKey key: String) -> LayerAnimation? {
        animationStore?.entries.first { $0.key == key }?.animation
    }

    /// The keys of attached animations, in the order added (unkeyed ones are skipped).
    public var animationKeys: [String] { animationStore?.entries.compactMap(\.key) ?? [] }

    /// True when any animation is attached.
    public var hasAnimations: Bool { !(animationStore?.entries.isEmpty ?? true) }

    /// True when this layer or any layer beneath it has an animation attached (the application
    /// keeps producing frames while this holds).
    /// Only marked subtrees are looked at (`subtreeMayAnimate`).
    public var hasAnimationsInSubtree: Bool {
        subtreeMayAnimate && (hasAnimations || sublayers.contains { $0.hasAnimationsInSubtree })
    }

    /// Converts a root (frame) time into this layer's local time through every ancestor's media
    /// timing and its own, as the compositor does.
    public func localTime(fromRootTime t: Double) -> Double {
        localTime(fromParentTime: superlayer?.localTime(fromRootTime: t) ?? t)
    }

    /// The presentation values at root time `t`, without changing anything (a pure query:
    /// nothing is bound or removed).
    public func presentation(atTime t: Double) -> LayerProperties {
        guard let store = animationStore, !store.entries.isEmpty else { return model }
        return store.evaluate(model: model, localTime: localTime(fromRootTime: t), commit: false)
    }

    /// The presentation values as of the last composed frame, with animator progress as of the
    /// last tick (CALayer.presentation()); the model when nothing animates.
    public func presentation() -> LayerProperties {
        guard let store = animationStore, !store.entries.isEmpty else { return model }
        return store.evaluate(model: model, localTime: store.lastLocalTime ?? 0, commit: false)
    }

    // MARK: Layer time (Apple Technical Q&A QA1673)

    /// The layer's own media timing (beginTime, speed, timeOffset) as a `MediaTiming`.
    public var timebase: MediaTiming {
        get { MediaTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset) }
        set {
            beginTime = newValue.beginTime
            speed = newValue.speed
            timeOffset = newValue.timeOffset
        }
    }

    /// Freezes this layer's time, and so every animation beneath it, where it is at root time
    /// `t` (QA1673: `speed = 0; timeOffset = localTime`).
    public func pauseTime(atRootTime t: Double) {
        var tb = timebase
        tb.pause(atParentTime: superlayer?.localTime(fromRootTime: t) ?? t)
        timebase = tb
    }

    /// Resumes this layer's time from where it was paused, at root time `t` (QA1673:
    /// `speed = 1; timeOffset = 0; beginTime = parentTime − pausedTime`).
    public func resumeTime(atRootTime t: Double) {
        var tb = timebase
        tb.resume(atParentTime: superlayer?.localTime(fromRootTime: t) ?? t)
        timebase = tb
    }
}
