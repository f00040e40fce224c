public import FlickGeometry
public import FlickInput

/// One finger (or the mouse while a button is held) for as long as it is down, UITouch-shaped.
///
/// The dispatcher creates it when the finger goes down, updates it in place on every event and
/// hands the same object to the hit view and to every gesture recognizer tracking it. Locations
/// are kept in window coordinates (the application's points); `location(in:)` converts.
@MainActor
public final class Touch {
    /// Where a touch comes from; decides the slop (FEEL.md §5: 10 pt touch, 4 pt mouse).
    public enum Kind: Hashable, Sendable {
        /// A finger on a touchscreen.
        case finger
        /// The mouse with its left button held: one touch.
        case mouse

        /// Distance a pointer may travel before a pan begins, points. FEEL.md §5: "10 pt for
        /// touch …, 4 pt for mouse".
        public var slop: Double { self == .finger ? 10 : 4 }
    }

    /// Stable for the life of the touch (the input event's id; the mouse uses `Touch.mouseID`).
    public let id: Int64
    /// Finger or mouse.
    public let kind: Kind
    /// Where it is in its life.
    public internal(set) var phase: InputEvent.Phase
    /// Position in window coordinates, points.
    public internal(set) var locationInWindow: Point
    /// The previous position in window coordinates.
    public internal(set) var previousLocationInWindow: Point
    /// Where it went down, window coordinates.
    public let startLocationInWindow: Point
    /// Time of the latest event, seconds on the frame clock's timeline.
    public internal(set) var timestamp: Double
    /// When it went down.
    public let startTimestamp: Double
    /// The view hit-tested where the touch began (it keeps receiving the touch wherever it moves).
    public internal(set) weak var view: View?
    /// The window it belongs to.
    public internal(set) weak var window: Window?
    /// The recognizers tracking this touch. Held weakly: recognizers hold their touches, so a
    /// strong link back would keep both alive if the window went away with a finger down.
    public var gestureRecognizers: [GestureRecognizer] { trackers.compactMap(\.value) }
    /// The weak links behind `gestureRecognizers`.
    private var trackers: [WeakRecognizer] = []
    /// False once a recognizer claimed the touch with `cancelsTouchesInView`: the view got
    /// `touchesCancelled` and hears nothing more.
    public internal(set) var isDeliveredToView = true

    /// The id the mouse's single touch uses (never an SDL-derived finger id, which are positive).
    public static let mouseID: Int64 = -1

    /// Creates a touch that went down at `location` (window coordinates) at `timestamp`.
    public init(id: Int64, kind: Kind, location: Point, timestamp: Double) {
        self.id = id
        self.kind = kind
        phase = .began
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        self.timestamp = timestamp
        startTimestamp = timestamp
    }

    /// The position in `view`'s coordinates (window coordinates for nil). If the view is seen
    /// edge-on and the point cannot be mapped, the window position is returned.
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The previous position in `view`'s coordinates (see `location(in:)`).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }

    /// Starts listing `recognizer` as tracking this touch.
    func addRecognizer(_ recognizer: GestureRecognizer) {
        trackers.removeAll { $0.value == nil }
        trackers.append(WeakRecognizer(recognizer))
    }

    /// Stops listing `recognizer`.
    func removeRecognizer(_ recognizer: GestureRecognizer) {
        trackers.removeAll { $0.value == nil || $0.value === recognizer }
    }

    /// Moves the touch to a new event.
    func update(phase: InputEvent.Phase, location: Point, timestamp: Double) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = max(self.timestamp, timestamp)
    }
}
