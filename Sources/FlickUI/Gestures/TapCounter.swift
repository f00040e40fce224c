public import FlickGeometry

/// The pure part of a tap recognizer: counts taps of the required number of fingers, each
/// staying within the allowable movement, with at most `maximumInterval` between one tap's lift
/// and the next tap's touch-down.
public struct TapCounter: Hashable, Sendable {
    /// What the counter says after an input.
    public enum Outcome: Hashable, Sendable {
        /// Not decided: keep watching.
        case pending
        /// The required taps happened.
        case recognized
        /// These touches are not the tap.
        case fail
    }

    /// Taps needed (1 single, 2 double…).
    public var tapsRequired: Int
    /// Fingers per tap.
    public var touchesRequired: Int
    /// How far (points) a finger may move from where it went down.
    public var allowableMovement: Double
    /// Longest wait (seconds) from a lift to the next tap's touch-down.
    public var maximumInterval: Double
    /// Taps completed so far.
    public private(set) var tapsCompleted = 0
    /// After a tap that was not the last, the time by which the next must start.
    public private(set) var deadline: Double?
    private var live: [Int64: Point] = [:]
    private var touchesInTap = 0

    /// Creates a counter.
    public init(tapsRequired: Int, touchesRequired: Int, allowableMovement: Double, maximumInterval: Double) {
        self.tapsRequired = max(1, tapsRequired)
        self.touchesRequired = max(1, touchesRequired)
        self.allowableMovement = allowableMovement
        self.maximumInterval = maximumInterval
    }

    /// A finger went down at `time`.
    public mutating func touchDown(_ id: Int64, at point: Point, time: Double) -> Outcome {
        if let deadline, time > deadline { return .fail }
        deadline = nil
        if live.isEmpty { touchesInTap = 0 }
        live[id] = point
        touchesInTap += 1
        return touchesInTap > touchesRequired ? .fail : .pending
    }

    /// A finger moved.
    public mutating func touchMoved(_ id: Int64, to point: Point) -> Outcome {
        guard let start = live[id] else { return .pending }
        return point.distance(to: start) > allowableMovement ? .fail : .pending
    }

    /// A finger lifted at `time`.
    public mutating func touchUp(_ id: Int64, at point: Point, time: Double) -> Outcome {
        guard let start = live.removeValue(forKey: id) else { return .pending }
        if point.distance(to: start) > allowableMovement { return .fail }
        guard live.isEmpty else { return .pending }
        guard touchesInTap == touchesRequired else { return .fail }
        tapsCompleted += 1
        if tapsCompleted >= tapsRequired { return .recognized }
        deadline = time + maximumInterval
        return .pending
    }

    /// Time passed: fails once the wait for the next tap is over.
    public func check(at time: Double) -> Outcome {
        if let deadline, time > deadline { return .fail }
        return .pending
    }
}
