public import FlickGeometry

/// What a `TransitionAnimation` needs to know about its transition, read from the context once
/// (the habr article passes `fromLeft`; Flick passes the frames too).
public struct TransitionInfo: Hashable, Sendable {
    /// True when moving forwards (habr's `goingRight`; presenting rather than dismissing).
    public var isForward: Bool
    /// The container's bounds.
    public var containerBounds: Rect
    /// Where the `.from` view starts (container coordinates; `.zero` when unknown).
    public var fromInitialFrame: Rect
    /// Where the `.from` view ends.
    public var fromFinalFrame: Rect
    /// Where the `.to` view starts.
    public var toInitialFrame: Rect
    /// Where the `.to` view ends.
    public var toFinalFrame: Rect
    /// The transition's duration, seconds.
    public var duration: Double

    /// Creates transition information.
    public init(
        isForward: Bool, containerBounds: Rect, fromInitialFrame: Rect = .zero, fromFinalFrame: Rect = .zero,
        toInitialFrame: Rect = .zero, toFinalFrame: Rect = .zero, duration: Double = 0
    ) {
        self.isForward = isForward
        self.containerBounds = containerBounds
        self.fromInitialFrame = fromInitialFrame
        self.fromFinalFrame = fromFinalFrame
        self.toInitialFrame = toInitialFrame
        self.toFinalFrame = toFinalFrame
        self.duration = duration
    }

    /// Reads the information from a context; frames the context does not know are filled in:
    /// unknown final `.to` and initial `.from` frames are the container's bounds.
    @MainActor
    public init(_ ctx: any ContextTransitioning, duration: Double) {
        let bounds = ctx.containerView.bounds
        let full = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        func frame(_ key: TransitionContextKey, initial: Bool) -> Rect {
            guard let vc = ctx.viewController(forKey: key) else { return .zero }
            return initial ? ctx.initialFrame(for: vc) : ctx.finalFrame(for: vc)
        }
        let fromInitial = frame(.from, initial: true)
        let toFinal = frame(.to, initial: false)
        self.init(
            isForward: ctx.isForward, containerBounds: full,
            fromInitialFrame: fromInitial == .zero ? full : fromInitial,
            fromFinalFrame: frame(.from, initial: false), toInitialFrame: frame(.to, initial: true),
            toFinalFrame: toFinal == .zero ? full : toFinal, duration: duration)
    }
}
