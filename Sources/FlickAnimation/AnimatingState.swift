/// The life cycle of a property animator (UIViewAnimatingState; FEEL.md §2).
public enum AnimatingState: Hashable, Sendable {
    /// Initial state, and the state after the animation finished or was stopped without
    /// finishing. Animation blocks are stored but not yet run.
    case inactive
    /// Started, paused, or scrubbed (running or paused).
    case active
    /// Stopped with `stopAnimation(false)`: values stay where they are; only
    /// `finishAnimation(at:)` may follow.
    case stopped
}

/// Where an animator's properties end up (UIViewAnimatingPosition).
public enum AnimatingPosition: Hashable, Sendable {
    /// The values from before the animations.
    case start
    /// The values the animation blocks set.
    case end
    /// Wherever the animation is now.
    case current
}
