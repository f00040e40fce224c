import FlickAnimation
import FlickGeometry
import FlickUI

/// One settle: a curve on the distance along a route, from 0 to the route's length — a spring
/// from the release velocity (default), or a fixed-duration timing curve that starts at it
/// (`NavigationConfiguration.settleDuration`).
struct Motion {
    /// How the distance moves with time.
    enum Curve {
        /// A spring (started at the release velocity).
        case spring(SpringSimulation)
        /// `curve` over `duration` seconds (a UIView animation), its start bent to the release
        /// velocity (`TimingCurve.startingAt(slope:)`).
        case timed(duration: Double, curve: TimingCurve)
    }

    let route: NavigationRoute
    let curve: Curve
    /// The curve's time zero; nil until the next frame binds it (a request made between frames
    /// starts as of the next frame's timestamp, like an animation).
    var start: Double?
    let target: Panel

    /// The curve's distance at `t` seconds after its start (unclamped).
    private func x(_ t: Double) -> Double {
        switch curve {
        case .spring(let s): s.x(t)
        case .timed(let d, let c): c.value(at: t / d) * route.length
        }
    }

    /// The curve's speed along the route at `t`, points of route per second.
    private func dx(_ t: Double) -> Double {
        switch curve {
        case .spring(let s): return s.dx(t)
        case .timed(let d, let c):
            guard t < d else { return 0 }
            let slope = c.derivative(at: t / d)
            return slope.isFinite ? slope * route.length / d : 0
        }
    }

    /// The distance along the route at `time`, clamped to the end: the container never overshoots
    /// its target (so a cancelled move never shows the other side).
    func distance(at time: Double) -> Double {
        guard let start else { return 0 }
        return min(x(max(0, time - start)), route.length)
    }

    /// The distance left along the route at `time` (the whole route before the start is bound).
    func remaining(at time: Double) -> Double { route.length - distance(at: time) }

    /// True once the curve has reached the end of the route, settled, or (a spring) come within
    /// `tolerance` of it: a clamped settle never overshoots, so what is left is invisible.
    func isDone(at time: Double, tolerance: Double = 1e-9) -> Bool {
        guard let start else {
            if case .spring(let s) = curve { return route.length == 0 && s.initialVelocity == 0 }
            return route.length == 0
        }
        let t = max(0, time - start)
        switch curve {
        case .spring(let s): return s.x(t) >= route.length - max(tolerance, 1e-9) || s.isDone(t)
        case .timed(let d, _): return t >= d
        }
    }

    /// The velocity (panel units per second, 2-D) at `time`.
    func velocity(at time: Double) -> Point {
        guard let start else {
            if case .spring(let s) = curve { return route.initialDirection * s.initialVelocity }
            return .zero
        }
        let t = max(0, time - start)
        return route.direction(at: x(t)) * dx(t)
    }
}

extension SwipeNavigationController {
    /// Shows `panel`: animated, a settle from where the container is, at its current speed (a
    /// settle in flight is retargeted, a finger holding the container lets go of it); not
    /// animated, at once. A panel that is absent or refused by `shouldShow` is ignored.
    public func navigate(to panel: Panel, animated: Bool = true) {
        guard availablePanels.contains(panel) else { return }
        if drag != nil { drag?.isAbandoned = true }
        if stickDrive != nil {
            stickDrive = nil
            stick.reset()
        }
        guard animated, isViewLoaded else {
            motion = nil
            fingerLead = .none
            let route = NavigationRoute(from: position, to: panel.restingPosition)
            if let corner = route.corner { setPosition(corner) }
            setPosition(panel.restingPosition)
            settled()
            return
        }
        // A settle already on screen hands over its speed as of the frame shown; one not yet
        // started (two requests between frames) starts as of the next frame, like the first.
        let time = motion?.start == nil ? nil : lastSampleTime
        let velocity = time.flatMap { motion?.velocity(at: $0) } ?? .zero
        startMotion(to: panel, velocity: velocity, at: time)
    }

    /// Starts a settle to `target` with `velocity` (panel units per second) at `time` (nil: as of
    /// the next frame).
    func startMotion(to target: Panel, velocity: Point, at time: Double?) {
        fingerLead.settle(from: position, to: target.restingPosition)
        let route = NavigationRoute(from: position, to: target.restingPosition)
        let direction = route.initialDirection
        let v = velocity.isFinite ? velocity.x * direction.x + velocity.y * direction.y : 0
        settleStartSpeed = v
        if route.length < 1e-12 {
            motion = nil
            setPosition(target.restingPosition)
            settled()
            return
        }
        let curve: Motion.Curve
        if let duration = configuration.settleDuration, duration.isFinite, duration > 0 {
            // The article's curve in the article's time, leaving at the release's speed
            // (docs/ANIMATION.md, "One time base").
            let base = configuration.settleCurve
            let bent = v == 0 ? base : base.startingAt(slope: v * duration / route.length)
            curve = .timed(duration: duration, curve: bent)
        } else {
            curve = .spring(
                SpringSimulation(
                    spring: configuration.spring, from: 0, to: route.length, initialVelocity: v, threshold: 1e-4))
        }
        motion = Motion(route: route, curve: curve, start: time, target: target)
        scheduleFrame()
    }

    /// Stops the settle where it shows at `time` (a catch).
    func stopMotion(at time: Double) {
        guard motion != nil else { return }
        sampleMotion(at: catchTime(time))
        motion = nil
    }

    /// How close to its rest a settle stops and snaps there, points: half a pixel at scale 2, the
    /// densest the demo runs at (issue 32: frames on a spring's invisible tail are battery spent
    /// for nothing).
    static let restTolerance = 0.25

    /// `time`, but never before the frame already shown.
    func catchTime(_ time: Double) -> Double { max(time, lastSampleTime ?? time) }

    func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        ticker.atNextFrame { [weak self] _ in self?.frameTick() }
        view.invalidateDisplay()
    }

    /// One frame: binds a pending start, samples the settle at the frame's target time, and asks
    /// for another frame while it runs.
    private func frameTick() {
        frameScheduled = false
        guard let frame = ticker.lastFrame, motion != nil else { return }
        if motion?.start == nil { motion?.start = frame.timestamp }
        let time = max(frame.targetTimestamp, lastSampleTime ?? frame.targetTimestamp)
        sampleMotion(at: time)
        if let m = motion {
            let size = view.bounds.size
            let dimension = position.x != 0 ? size.width : size.height
            if m.isDone(at: time, tolerance: Self.restTolerance / max(dimension, 1)) {
                motion = nil
                setPosition(m.target.restingPosition)
                settled()
            } else {
                scheduleFrame()
            }
        }
    }

    /// Shows the settle at `time`.
    private func sampleMotion(at time: Double) {
        guard let m = motion, m.start != nil else { return }
        lastSampleTime = time
        setPosition(m.route.point(at: m.distance(at: time)))
    }

    /// The container came to rest on `currentPanel`: if it changed panel, rumble and move focus
    /// into it. (With no settle running, the next finger waits for the pan's slop:
    /// `panGestureRecognizer(_:shouldBeginOnTouchDown:)`.)
    func settled() {
        guard motion == nil, position == currentPanel.restingPosition else { return }
        fingerLead = .none
        let changed = currentPanel != restPanel
        restPanel = currentPanel
        guard changed else { return }
        rumble?(configuration.commitRumble)
        moveFocusIntoCurrentPanel()
    }
}
