public import FlickAnimation
public import FlickInput

extension FocusEngine: FocusEngineHosting {
    /// Offered every event by the application before dispatch; see `handle(_:)`.
    public func handle(_ event: InputEvent, in application: Application) -> Bool { handle(event) }

    /// Delivers the repeats due by the frame's timestamp; true while a direction is held.
    public func advance(to frame: FrameTime, in application: Application) -> Bool { advance(to: frame.timestamp) }
}
