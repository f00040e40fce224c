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
    /// Draining input and handing it to the frame driver (the app's own event handling).
    public var inputTime: Double
    /// Dispatching input to the focus engine, gesture recognizers and views, and advancing the
    /// recognizers' timers (`GestureDispatcher.advance`).
    public var gestureTime: Double = 0
    /// Advancing the driver, the focus engine and property animators.
    public var animateTime: Double
    /// The window's layout pass (`layoutSubviews` until nothing is dirty).
    public var layoutTime: Double = 0
    /// Composing the layer tree.
    public var composeTime: Double
    /// Executing the display list.
    public var renderTime: Double
    /// Presenting (with vsync, the wait for the display).
    public var presentTime: Double

    /// Input through compose: the app's own work for the frame (input + gestures + animate +
    /// layout + compose; render and present are the platform's).
    public var frameWork: Double { inputTime + gestureTime + animateTime + layoutTime + composeTime }
}
