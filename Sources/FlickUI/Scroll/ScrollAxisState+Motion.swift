public import FlickAnimation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScrollAxisState {
    /// A motion on its own: a coast that may cross an edge, or a spring.
    enum Motion: Hashable, Sendable {
        /// Coasting from `begin`; `crossing` is when (absolute time) and how fast it reaches an
        /// edge, if it does before it stops.
        case decay(DecaySimulation, begin: Double, crossing: Crossing?)
        /// A spring from `begin`, shown as `phase`.
        case spring(SpringSimulation, begin: Double, phase: ScrollPhase)

        /// Where the motion rests.
        var destination: Double {
            switch self {
            case .decay(let decay, _, let crossing): crossing?.edge ?? decay.destination
            case .spring(let spring, _, _): spring.target
            }
        }
    }

    /// The moment a coast reaches an edge.
    struct Crossing: Hashable, Sendable {
        /// Absolute time of the crossing, seconds.
        var time: Double
        /// The edge's offset.
        var edge: Double
        /// The coast's velocity at the edge, points per second.
        var velocity: Double
    }

    /// A sample of the axis at some time.
    public struct Sample: Hashable, Sendable {
        /// Content offset, points.
        public var offset: Double
        /// Velocity, points per second.
        public var velocity: Double
        /// What the axis is doing at that time.
        public var phase: ScrollPhase
    }

    /// Where a release with `velocity` (content-offset direction, points per second) would come to
    /// rest if nothing intervened: the chosen page when paging; else the coast's resting point
    /// clamped to the range (content released past an edge goes back to that edge).
    public func proposedRestingOffset(velocity: Double) -> Double {
        let c = configuration
        let v = velocity.isFinite ? velocity : 0
        if let paging = c.paging {
            let page = paging.targetPage(
                from: offset, velocity: v, decelerationRate: c.decelerationRate, minOffset: c.minOffset,
                maxOffset: c.maxOffset)
            return paging.offset(ofPage: page, minOffset: c.minOffset, maxOffset: c.maxOffset)
        }
        if offset < c.minOffset || offset > c.maxOffset { return c.clamp(offset) }
        return c.clamp(offset + project(velocity: v, decelerationRate: c.decelerationRate))
    }

    /// The finger lifts at `time` with `velocity` (content-offset direction, points per second).
    /// With `target` nil or equal to `proposedRestingOffset(velocity:)` the physics runs on its
    /// own: paging springs to the page; content past an edge springs back to it; content inside
    /// coasts and, if it reaches an edge, bounces (or stops there when the axis doesn't bounce).
    /// Any other `target` is clamped into the range and reached with the snap spring. Every motion
    /// starts from the current offset with `velocity`.
    public mutating func release(velocity: Double, target: Double? = nil, at time: Double) {
        let v = velocity.isFinite ? velocity : 0
        let c = configuration
        phase = .idle
        self.velocity = v
        let proposed = proposedRestingOffset(velocity: v)
        if let target, target.isFinite, target != proposed {
            startSpring(to: c.clamp(target), spring: c.snapSpring, phase: .settling, at: time)
        } else if c.paging != nil {
            startSpring(to: proposed, spring: c.snapSpring, phase: .settling, at: time)
        } else if offset < c.minOffset || offset > c.maxOffset {
            startSpring(to: c.clamp(offset), spring: c.bounceSpring, phase: .bouncing, at: time)
        } else {
            let decay = DecaySimulation(start: offset, velocity: v, decelerationRate: c.decelerationRate)
            motion = .decay(decay, begin: time, crossing: Self.crossing(of: decay, begin: time, within: c))
            phase = .decelerating
        }
        settleIfDone(at: time)
    }

    /// Moves to `target` (not clamped) with `spring`, starting from the current offset and
    /// velocity at `time` (`setContentOffset(_:animated: true)`, revealing a focused view).
    public mutating func animate(to target: Double, spring: Spring = .smooth, at time: Double) {
        guard target.isFinite else { return }
        if phase == .dragging { return }
        step(to: time)
        startSpring(to: target, spring: spring, phase: .animating, at: time)
        settleIfDone(at: time)
    }

    /// Stops any motion where it is at `time`.
    public mutating func stop(at time: Double) {
        step(to: time)
        motion = nil
        velocity = 0
        if phase != .dragging { phase = .idle }
    }

    /// Advances the motion to `time` (seconds, on the frame clock). Frames may come at any rate:
    /// the result depends only on `time`.
    public mutating func step(to time: Double) {
        guard let motion, phase != .dragging else { return }
        let sample = Self.sample(motion, at: time, configuration: configuration)
        offset = sample.offset
        velocity = sample.velocity
        phase = sample.phase
        if case .decay(_, _, let crossing?) = motion, time >= crossing.time, configuration.bounces {
            self.motion = .spring(
                Self.bounce(from: crossing, configuration: configuration), begin: crossing.time, phase: .bouncing)
        }
        if sample.phase == .idle {
            self.motion = nil
            velocity = 0
        }
    }

    /// The axis at `time` without changing it: `step(to:)` would produce exactly this.
    public func value(at time: Double) -> Sample {
        guard let motion, phase != .dragging else { return Sample(offset: offset, velocity: 0, phase: phase) }
        return Self.sample(motion, at: time, configuration: configuration)
    }

    private mutating func startSpring(to target: Double, spring: Spring, phase: ScrollPhase, at time: Double) {
        let simulation = SpringSimulation(
            spring: spring, from: offset, to: target, initialVelocity: velocity, threshold: Self.restThreshold)
        motion = .spring(simulation, begin: time, phase: phase)
        self.phase = phase
    }

    private mutating func settleIfDone(at time: Double) {
        if motion != nil { step(to: time) }
    }

    /// A spring counts as settled within 0.01 pt of its target: well below a pixel at any scale.
    static let restThreshold = 0.01

    static func sample(_ motion: Motion, at time: Double, configuration c: ScrollAxisConfiguration) -> Sample {
        switch motion {
        case .spring(let spring, let begin, let phase):
            let t = time - begin
            if spring.isDone(t) { return Sample(offset: spring.target, velocity: 0, phase: .idle) }
            return Sample(offset: spring.x(t), velocity: spring.dx(t), phase: phase)
        case .decay(let decay, let begin, let crossing):
            if let crossing, time >= crossing.time {
                guard c.bounces else { return Sample(offset: crossing.edge, velocity: 0, phase: .idle) }
                return sample(
                    .spring(bounce(from: crossing, configuration: c), begin: crossing.time, phase: .bouncing),
                    at: time, configuration: c)
            }
            let t = time - begin
            if decay.isDone(t) { return Sample(offset: c.clamp(decay.destination), velocity: 0, phase: .idle) }
            return Sample(offset: decay.x(t), velocity: decay.dx(t), phase: .decelerating)
        }
    }

    static func bounce(from crossing: Crossing, configuration c: ScrollAxisConfiguration) -> SpringSimulation {
        SpringSimulation(
            spring: c.bounceSpring, from: crossing.edge, to: crossing.edge, initialVelocity: crossing.velocity,
            threshold: restThreshold)
    }

    /// When a coast from inside the range reaches an edge: solving
    /// `start + (v/k)(1 − e^(−k·t)) = edge` gives `t = −ln(1 − (edge − start)·k/v)/k`, and the
    /// velocity there is `v − k·(edge − start)`. Nil when the coast stops first.
    static func crossing(of decay: DecaySimulation, begin: Double, within c: ScrollAxisConfiguration) -> Crossing? {
        let v = decay.initialVelocity, k = decay.decayConstant
        guard v != 0 else { return nil }
        let edge = v > 0 ? c.maxOffset : c.minOffset
        let distance = edge - decay.start
        let fraction = distance * k / v
        guard fraction >= 0, fraction < 1 else { return nil }
        let t = -log(1 - fraction) / k
        return Crossing(time: begin + t, edge: edge, velocity: v - k * distance)
    }
}
