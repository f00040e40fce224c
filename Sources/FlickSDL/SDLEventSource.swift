internal import CSDL2
public import FlickGeometry
public import FlickInput

/// The SDL event queue as an `EventSource`: drains `SDL_PollEvent` on the main actor and turns
/// each event into `InputEvent`s stamped with `SDLTime.now()` at dequeue (FEEL.md §6), and with
/// the end of the previous read as the earliest time each can have happened (docs/INPUT.md).
///
/// Along the way it drops mouse events that echo touch (`TouchMouseDeduplicator`), gives every
/// touch a fresh id and cancels live touches on focus loss (`TouchRegistry`), maps coordinates to
/// logical points (`InputTransform`: HiDPI scale and panel rotation), reports resizes in points,
/// and hands controller events to `gamepads`. Call `configureHints()` before `SDL_Init`.
@MainActor
public final class SDLEventSource: EventSource {
    /// The open game controllers.
    public let gamepads: GamepadManager
    /// Pixel ↔ point mapping, updated on resize; set `scale` and `rotation` through it.
    public var transform: InputTransform
    /// Decides which mouse events are touch echoes; its window and radius may be tuned.
    public var deduplicator = TouchMouseDeduplicator()
    /// How far one wheel notch scrolls, points. 53 is Chromium's X11 `kWheelScrollAmount`
    /// ("53 is also the value used for GTK+", ui/events/x/events_x.cc).
    public var pointsPerWheelNotch = 53.0
    /// How many mouse events were dropped as touch echoes (for the input inspector and tests).
    public private(set) var droppedMouseEvents = 0

    var touches = TouchRegistry()
    var pressedButtons: Set<InputEvent.MouseButton> = []
    /// An event `waitForEvents` took off the queue, with its dequeue time; delivered first by the
    /// next drain, and the earliest time it can have arrived.
    private var pending: (event: SDL_Event, time: Double, earliest: Double)?
    /// When the queue was last seen empty (the end of the previous drain, or a wait that ended
    /// empty): every event dequeued later arrived after it.
    private var lastSeenEmpty: Double?

    /// Creates a source for a window whose drawable is `pixelSize` pixels, shown at `scale` pixels
    /// per point and turned by `rotation` on the panel.
    public init(
        pixelSize: Size, scale: Double = 1, rotation: DisplayRotation = .upright, gamepads: GamepadManager? = nil
    ) {
        self.transform = InputTransform(pixelSize: pixelSize, scale: scale, rotation: rotation)
        self.gamepads = gamepads ?? GamepadManager()
    }

    /// Sets the SDL hints input relies on; call before `SDL_Init`. Touch never becomes mouse and
    /// mouse never becomes touch (`SDL_HINT_TOUCH_MOUSE_EVENTS=0`, `SDL_HINT_MOUSE_TOUCH_EVENTS=0`,
    /// FEEL.md §6). `allowBackgroundGamepadEvents` sets `SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS=1`
    /// (kiosks without a focused window, the dummy video driver in tests).
    public static func configureHints(allowBackgroundGamepadEvents: Bool = false) {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        if allowBackgroundGamepadEvents { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1") }
    }

    /// Reads `window`'s drawable size in pixels and its pixels-per-window-unit ratio (an
    /// `SDL_Window *`). Call after creating the window and whenever it is re-created.
    public func updateWindowSize(from window: OpaquePointer) {
        var pw: Int32 = 0
        var ph: Int32 = 0
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        SDL_GetWindowSize(window, &w, &h)
        transform.pixelSize = Size(width: Double(pw), height: Double(ph))
        if w > 0, pw > 0 { transform.pixelsPerWindowUnit = Double(pw) / Double(w) }
    }

    /// Removes and translates every waiting event, oldest first, each stamped when it was dequeued
    /// and with the time the queue was last seen empty as its earliest time.
    public func drainEvents() -> [InputEvent] {
        var out: [InputEvent] = []
        if let (event, time, earliest) = pending {
            pending = nil
            out += Self.bounded(translate(event, at: time), earliest: earliest)
        }
        let readStart = lastSeenEmpty
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            let time = SDLTime.now()
            out += Self.bounded(translate(event, at: time), earliest: readStart ?? time)
        }
        lastSeenEmpty = SDLTime.now()
        return out
    }

    /// `events` with their earliest time set to `earliest` (never after their stamp).
    private static func bounded(_ events: [InputEvent], earliest: Double) -> [InputEvent] {
        events.map { InputEvent(timestamp: $0.timestamp, earliestTimestamp: earliest, kind: $0.kind) }
    }

    /// Blocks until an event arrives or `timeout` seconds pass (`SDL_WaitEventTimeout`, which
    /// returns at once if the queue isn't empty); the event it takes is kept, stamped when it was
    /// taken, for the next `drainEvents()`. Returns at once when one is already kept.
    /// An event that wakes the wait after `waitWakeSlack` or more was not there when it began: it
    /// arrived while SDL watched the queue and its stamp is exact; one taken at once may have
    /// waited since the previous read.
    public func waitForEvents(timeout: Double) {
        guard pending == nil else { return }
        let milliseconds = Int32((min(max(timeout.isFinite ? timeout : 0, 0), 3600) * 1000).rounded(.up))
        var event = SDL_Event()
        let start = SDLTime.now()
        if SDL_WaitEventTimeout(&event, milliseconds) == 1 {
            let time = SDLTime.now()
            let earliest = time - start >= Self.waitWakeSlack ? time : (lastSeenEmpty ?? time)
            pending = (event, time, earliest)
            lastSeenEmpty = earliest
        } else {
            lastSeenEmpty = SDLTime.now()
        }
    }

    /// How long a wait must last for the event that ends it to count as freshly arrived, seconds:
    /// SDL 2.26 falls back to polling every millisecond where the video driver cannot block
    /// (`SDL_WaitEventTimeout_Device`'s `SDL_Delay(1)`), so a wake within 1 ms proves nothing.
    static let waitWakeSlack = 0.001

    func countDroppedMouseEvent() { droppedMouseEvents += 1 }
}
