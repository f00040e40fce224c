public import FlickAnimation
public import FlickLayers

/// What one rendered frame did and how long each phase took (seconds on the frame clock's
/// timeline; all zero under a manual clock, which does not move within a frame).
public struct FrameReport: Sendable {
    /// The frame's time.
    public var frame: FrameTime
    /// How many input events the frame handled.
    public var eventCount: Int
    /// What was drawn.
    public var displayList: DisplayList
    /// Draining and dispatching input.
    public var inputTime: Double
    /// Advancing animations.
    public var animateTime: Double
    /// Composing the layer tree.
    public var composeTime: Double
    /// Executing the display list.
    public var renderTime: Double
    /// Presenting (with vsync, the wait for the display).
    public var presentTime: Double

    /// Input through compose: the app's own work for the frame.
    public var frameWork: Double { inputTime + animateTime + composeTime }
}
