public import FlickAnimation
public import FlickInput

/// The seam the focus engine plugs into (`Application.focusEngine`). The application offers it
/// every input event before dispatch and advances it once per frame.
@MainActor
public protocol FocusEngineHosting: AnyObject {
    /// Sees `event` before anything else. Return true to consume it (a key or gamepad event that
    /// moved focus or activated something); touch and pointer events are dispatched to gestures
    /// whatever it returns, so it can watch them (to hide the focus ring) without taking them.
    func handle(_ event: InputEvent, in application: Application) -> Bool
    /// Advances focus animations and stick repeat to `frame` (animate step). Returns true while
    /// something still moves or a repeat is pending, so frames keep coming.
    func advance(to frame: FrameTime, in application: Application) -> Bool
}
