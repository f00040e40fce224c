public import FlickAnimation
public import FlickInput

/// What the application loop drives each frame: the app's content. It receives the frame's
/// input, then advances its animations to the frame's target time.
@MainActor
public protocol FrameDriver: AnyObject {
    /// Handles one input event of this frame (dispatch: step 3 of the pipeline).
    func handle(_ event: InputEvent, in application: Application)
    /// Advances everything that moves to `frame.targetTimestamp` (step 4). Returns true while
    /// something is still moving, so the loop keeps producing frames.
    func advance(to frame: FrameTime, in application: Application) -> Bool
}
