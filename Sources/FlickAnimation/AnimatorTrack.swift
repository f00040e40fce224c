/// One animated thing driven by a `PropertyAnimator`: usually a layer property captured from an
/// animation block (FlickLayers provides those), or any value through `ClosureAnimatorTrack`.
///
/// The animator calls `update(progress:)` whenever its progress changes (0 shows the start
/// value, 1 the end value; springs overshoot both ways) and `finish(at:)` once when it ends,
/// where the track commits its final value.
@MainActor
public protocol AnimatorTrack: AnyObject {
    /// Shows the state at `progress` (0 start, 1 end; not clamped).
    func update(progress: Double)
    /// The animator has ended at `position`: commit the final value and stop presenting.
    func finish(at position: AnimatingPosition)
}

/// A track that hands the animator's progress to a closure: `apply(0)` at the start,
/// `apply(1)` at the end. On `finish(at:)` it applies 0 for `.start`, 1 for `.end`, and leaves
/// the last value for `.current`.
@MainActor
public final class ClosureAnimatorTrack: AnimatorTrack {
    private let apply: @MainActor (Double) -> Void
    /// The last progress applied.
    public private(set) var lastProgress: Double?

    /// Creates a track that calls `apply` with each progress.
    public init(_ apply: @escaping @MainActor (Double) -> Void) { self.apply = apply }

    /// Applies `progress`.
    public func update(progress: Double) {
        lastProgress = progress
        apply(progress)
    }

    /// Applies the final progress for `position`.
    public func finish(at position: AnimatingPosition) {
        switch position {
        case .start: update(progress: 0)
        case .end: update(progress: 1)
        case .current: break
        }
    }
}
