public import FlickInput

/// When the mouse cursor shows (pure; the kiosk issue: "the cursor hidden after 3 s without mouse
/// motion"). Fed with every input event and every frame time — both on the frame clock's
/// timeline, never a clock read — it answers with the visibility to apply when it changes.
///
/// Mouse motion or a mouse button shows the cursor; `timeout` seconds with no mouse input hide it;
/// a finger hides it at once (a touchscreen kiosk never needs a pointer under the finger).
public struct CursorIdleTimer: Hashable, Sendable {
    /// Seconds without mouse input before the cursor hides (the kiosk issue: 3 s).
    public static let defaultTimeout = 3.0
    /// Seconds without mouse input before the cursor hides.
    public var timeout: Double
    /// Whether the cursor shows now.
    public private(set) var isVisible: Bool
    /// When the mouse was last used, seconds on the frame clock's timeline.
    public private(set) var lastMouseTime: Double?

    /// Creates a timer; the cursor starts shown or hidden as `visible` says (fullscreen starts
    /// hidden). A non-finite or negative `timeout` means the default.
    public init(timeout: Double = CursorIdleTimer.defaultTimeout, visible: Bool = false) {
        self.timeout = timeout.isFinite && timeout >= 0 ? timeout : Self.defaultTimeout
        isVisible = visible
    }

    /// Folds in one event; returns the new visibility when it changed, else nil.
    public mutating func apply(_ event: InputEvent) -> Bool? {
        switch event.kind {
        case .pointer:
            lastMouseTime = event.timestamp
            return set(true)
        case .touch:
            return set(false)
        default:
            return nil
        }
    }

    /// Moves time on to `time` (a frame's timestamp); returns false when the cursor hides now.
    public mutating func advance(to time: Double) -> Bool? {
        guard isVisible, let last = lastMouseTime, time.isFinite, time - last >= timeout else { return nil }
        return set(false)
    }

    private mutating func set(_ visible: Bool) -> Bool? {
        guard visible != isVisible else { return nil }
        isVisible = visible
        return visible
    }
}
