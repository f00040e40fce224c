import FlickAnimation

/// The animations attached to one layer, in the order they were added (later ones apply on top),
/// and the bookkeeping to evaluate them at the layer's local time.
@MainActor
final class LayerAnimationStore {
    /// One attached animation.
    final class Entry {
        let key: String?
        let animation: LayerAnimation
        /// Layer-local time the animation's timeline starts at: bound on the first frame after it
        /// was added (`beginsWhenAdded`), or 0 for absolute timing.
        var origin: Double?
        /// False once removed; driven tracks check it before writing the model.
        var isAttached = true
        var isComplete = false

        init(key: String?, animation: LayerAnimation) {
            self.key = key
            self.animation = animation
            origin = animation.beginsWhenAdded ? nil : 0
        }
    }

    var entries: [Entry] = []
    /// Local time of the last committed evaluation (the last composed frame).
    var lastLocalTime: Double?

    /// The model with every animation applied at local time `t`. With `commit`, unbound
    /// animations are bound to `t`, completed ones are removed and their completions told,
    /// and `t` becomes `lastLocalTime`; without it nothing changes (a pure query).
    func evaluate(model: LayerProperties, localTime t: Double, commit: Bool) -> LayerProperties {
        var p = model
        var anyComplete = false
        for e in entries {
            let origin: Double
            if let o = e.origin {
                origin = o
            } else {
                origin = t
                if commit { e.origin = t }
            }
            let parentTime = t - origin
            e.animation.apply(to: &p, parentTime: parentTime)
            if commit, e.animation.isRemovedOnCompletion, e.animation.timing.isComplete(atParentTime: parentTime) {
                e.isComplete = true
                anyComplete = true
            }
        }
        if commit {
            lastLocalTime = t
            if anyComplete { removeCompleted() }
        }
        return p
    }

    /// Binds unbound animations to local time `t` and removes those complete at `t`, telling
    /// their completions, without applying any values (`Layer.retireCompletedAnimations`).
    func retireCompleted(localTime t: Double) {
        var anyComplete = false
        for e in entries {
            let origin = e.origin ?? t
            e.origin = origin
            if e.animation.isRemovedOnCompletion, e.animation.timing.isComplete(atParentTime: t - origin) {
                e.isComplete = true
                anyComplete = true
            }
        }
        if anyComplete { removeCompleted() }
    }

    private func removeCompleted() {
        var done: [Entry] = []
        entries.removeAll { e in
            guard e.isComplete else { return false }
            done.append(e)
            return true
        }
        for e in done {
            e.isAttached = false
            e.animation.completion?.animationDidStop(finished: true)
        }
    }

    /// Appends `entry`, replacing any entry with the same key (reported as not finished).
    func add(_ entry: Entry) {
        if let key = entry.key { remove(key: key) }
        entries.append(entry)
        entry.animation.completion?.animationDidStart()
    }

    /// Removes the entry with `key`, if any.
    func remove(key: String) {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return }
        detach(entries.remove(at: i))
    }

    /// Removes `entry` if it is still attached.
    func remove(_ entry: Entry) {
        guard let i = entries.firstIndex(where: { $0 === entry }) else { return }
        detach(entries.remove(at: i))
    }

    /// Removes everything.
    func removeAll() {
        let all = entries
        entries.removeAll()
        for e in all { detach(e) }
    }

    private func detach(_ e: Entry) {
        e.isAttached = false
        e.animation.completion?.animationDidStop(finished: false)
    }

    /// True when some attached animation writes the property named `name`.
    func animates(_ name: String) -> Bool { entries.contains { $0.animation.propertyNames.contains(name) } }
}
