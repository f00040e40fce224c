public import FlickLayers

/// A renderer that keeps what it was asked to draw, for tests that assert on display lists.
@MainActor
public final class RecordingRenderer: Renderer {
    /// Every display list rendered, oldest first.
    public private(set) var frames: [DisplayList] = []
    /// How many times `present` was called.
    public private(set) var presentCount = 0

    /// Creates an empty recorder.
    public init() {}

    /// The most recent display list, if any frame was rendered.
    public var lastFrame: DisplayList? { frames.last }

    /// Every list handed to `prepare` with uploads allowed, oldest first.
    public private(set) var prepared: [DisplayList] = []
    /// Every list handed to `prepare` with no uploads allowed (`maxUploads` 0: only work the
    /// renderer can start elsewhere), oldest first.
    public private(set) var startedElsewhere: [DisplayList] = []

    public func render(_ list: DisplayList) { frames.append(list) }
    public func present() { presentCount += 1 }
    /// Records the list; everything is ready at once.
    public func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
        if maxUploads > 0 {
            prepared.append(list)
        } else {
            startedElsewhere.append(list)
        }
        return .ready
    }

    /// Forgets the recorded frames.
    public func reset() {
        frames.removeAll()
        prepared.removeAll()
        startedElsewhere.removeAll()
        presentCount = 0
    }
}
