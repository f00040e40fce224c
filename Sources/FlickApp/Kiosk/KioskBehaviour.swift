public import FlickAnimation
public import FlickInput
public import FlickUI

/// The shell's kiosk rules (the kiosk issue): the cursor hides after `CursorIdleTimer.timeout`
/// without mouse input (when `cursor` is set: fullscreen runs), and Start+Back held together on a
/// gamepad quits (`KioskExitChord`), though never mid-gesture (`Application.hasLiveInput`). Escape
/// and window-close quitting live in `AppDriver` and `Application`; an unplugged pad's releases
/// come from `KioskEventSource`.
@MainActor
public final class KioskBehaviour {
    /// The cursor's idle timer; nil leaves the cursor alone (windowed runs).
    public var cursor: CursorIdleTimer?
    /// Applies a cursor visibility (the windowed shell wires it to `SDLWindow.setCursorVisible`).
    public var setCursorVisible: @MainActor (Bool) -> Void = { _ in }
    /// The gamepad exit chord.
    public var exitChord = KioskExitChord()

    /// Creates the rules: no cursor handling, the default exit chord.
    public init() {}

    /// Folds in one event: shows or hides the cursor, and quits `application` when the exit
    /// chord has been held long enough.
    public func handle(_ event: InputEvent, in application: Application) {
        if var timer = cursor {
            if let visible = timer.apply(event) { setCursorVisible(visible) }
            cursor = timer
        }
        if exitChord.apply(event) { quitUnlessMidGesture(application) }
    }

    /// Moves the timers on to `frame`; returns true while the exit chord is held (frames keep
    /// coming so the hold is timed without waiting for the next event).
    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        if var timer = cursor {
            if let visible = timer.advance(to: frame.timestamp) { setCursorVisible(visible) }
            cursor = timer
        }
        if exitChord.advance(to: frame.timestamp) { quitUnlessMidGesture(application) }
        return exitChord.isHeld
    }

    /// Quits unless a finger, a mouse button or a stick is mid-gesture; a chord still held when
    /// the gesture ends quits then (`advance` runs every frame while it is held).
    private func quitUnlessMidGesture(_ application: Application) {
        guard !application.hasLiveInput else { return }
        application.quit()
    }
}
