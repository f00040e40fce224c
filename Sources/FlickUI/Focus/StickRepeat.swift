public import FlickGeometry
public import FlickInput

/// Turns a held direction — the left stick's deflection, or a held D-pad button — into discrete
/// presses: one at once, then repeats after `initialDelay`, every `interval` while held. Pure: time
/// is a parameter, and repeats fall on exact times (`t₀ + delay + n·interval`), so a slow frame
/// rate gets the same presses, several in one frame if need be.
///
/// Keyboard arrows are not repeated here: the platform's own key repeat (`isRepeat` events)
/// follows the user's settings, and the focus engine moves on each of them.
public struct StickRepeat: Hashable, Sendable {
    /// One discrete press.
    public struct Press: Hashable, Sendable {
        /// The direction pressed.
        public var direction: FocusDirection
        /// When it happened, seconds (the event's time, or the exact repeat time).
        public var time: Double
        /// True for repeats, false for the first press of a hold.
        public var isRepeat: Bool
    }

    /// Seconds between the first press and the first repeat: 0.5, Unity's
    /// `InputSystemUIInputModule.moveRepeatDelay` default.
    public var initialDelay: Double
    /// Seconds between repeats: 0.1, Unity's `InputSystemUIInputModule.moveRepeatRate` default.
    public var interval: Double
    /// Deflection (0…1, after the dead zone) at which the stick counts as pressed: 0.5, Unity
    /// Input System's `defaultButtonPressPoint`.
    public var pressPoint: Double
    /// Deflection below which a pressed stick counts as released: 0.375, Unity's
    /// `buttonReleaseThreshold` (0.75 of the press point). The gap keeps a stick resting near the
    /// press point from chattering.
    public var releasePoint: Double
    /// Applied to stick values before the thresholds. `.none` by default because `GamepadManager`
    /// already applies the left stick's XInput zone to every axis event; pass
    /// `DeadZone.leftStick` when feeding raw values.
    public var deadZone: DeadZone

    /// The direction held now, if any.
    public private(set) var direction: FocusDirection?
    /// When the next repeat is due while a direction is held, seconds.
    public private(set) var nextRepeatTime: Double?

    /// Creates a repeater with Unity's timings and thresholds (see the properties).
    public init(
        initialDelay: Double = 0.5, interval: Double = 0.1, pressPoint: Double = 0.5, releasePoint: Double = 0.375,
        deadZone: DeadZone = .none
    ) {
        self.initialDelay = initialDelay.isFinite ? max(0, initialDelay) : 0.5
        self.interval = interval.isFinite && interval > 0 ? interval : 0.1
        self.pressPoint = pressPoint
        self.releasePoint = min(releasePoint, pressPoint)
        self.deadZone = deadZone
    }

    /// The stick is now at `stick` (x right, y down, −1…1). Returns the repeats that fell due
    /// before `time`, then a press if a direction was engaged or changed. The direction is the
    /// larger component's (ties go horizontal, as the pan's axis lock does, FEEL.md §5).
    public mutating func update(stick: Point, at time: Double) -> [Press] {
        var presses = advance(to: time)
        let v = deadZone.apply(stick: stick.isFinite ? stick : .zero)
        let dominant = Self.direction(of: v)
        let strength = dominant.map { $0.isHorizontal ? abs(v.x) : abs(v.y) } ?? 0
        if let held = direction {
            if v.length < releasePoint {
                release()
            } else if let dominant, dominant != held, strength >= pressPoint {
                presses.append(engage(dominant, at: time))
            }
        } else if let dominant, v.length >= pressPoint {
            presses.append(engage(dominant, at: time))
        }
        return presses
    }

    /// A digital source (D-pad) now holds `direction` (nil: released). Returns the repeats due
    /// before `time` and, for a new direction, its press.
    public mutating func hold(_ direction: FocusDirection?, at time: Double) -> [Press] {
        var presses = advance(to: time)
        guard direction != self.direction else { return presses }
        if let direction {
            presses.append(engage(direction, at: time))
        } else {
            release()
        }
        return presses
    }

    /// The repeats due at or before `time` (call once per frame while a direction is held).
    public mutating func advance(to time: Double) -> [Press] {
        guard let held = direction, var next = nextRepeatTime else { return [] }
        var presses: [Press] = []
        while next <= time {
            presses.append(Press(direction: held, time: next, isRepeat: true))
            next += interval
        }
        nextRepeatTime = next
        return presses
    }

    /// Forgets the held direction (focus lost, pad removed).
    public mutating func release() {
        direction = nil
        nextRepeatTime = nil
    }

    private mutating func engage(_ held: FocusDirection, at time: Double) -> Press {
        direction = held
        nextRepeatTime = time + initialDelay
        return Press(direction: held, time: time, isRepeat: false)
    }

    /// The larger component's direction (y grows downwards), nil for a centred stick.
    static func direction(of v: Point) -> FocusDirection? {
        guard v.x != 0 || v.y != 0 else { return nil }
        if abs(v.x) >= abs(v.y) { return v.x > 0 ? .right : .left }
        return v.y > 0 ? .down : .up
    }
}
