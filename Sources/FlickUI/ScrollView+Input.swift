public import FlickGeometry

extension ScrollView {
    /// Scrolls by a wheel `delta` (finger direction) at `time` and returns the part it could not
    /// use. Ignored while dragging.
    @discardableResult
    public func scroll(byWheel delta: Point, at time: Double) -> Point {
        guard isScrollEnabled, !isDragging, delta.isFinite else { return delta }
        syncConfiguration()
        physics.stop(at: catchTime(time))
        let before = physics.offset
        var wanted = Point(x: -delta.x, y: -delta.y)
        if !scrollsHorizontally { wanted.x = 0 }
        if !scrollsVertically { wanted.y = 0 }
        physics.scroll(by: wanted)
        lastPhase = .idle
        applyPhysicsOffset()
        let moved = physics.offset - before
        return Point(x: delta.x + moved.x, y: delta.y + moved.y)
    }

    /// The right stick is at `stick` (x right, y down, −1…1, after its dead zone) as of `time`:
    /// the content scrolls towards where the stick points at `stickScrollSpeed · |s|²` points per
    /// second (content below comes up when the stick is pushed down), clamped to the content.
    /// The speed is integrated exactly between events and frames, so the distance does not depend
    /// on the frame rate.
    public func scroll(stick: Point, at time: Double) {
        guard stick.isFinite else { return }
        let t = catchTime(time)
        integrateStick(to: t)
        let magnitude = min(1, stick.length)
        let speed = isScrollEnabled ? stickScrollSpeed * magnitude * magnitude : 0
        let direction = magnitude > 0 ? stick / stick.length : .zero
        stickVelocity = Point(
            x: scrollsHorizontally ? direction.x * speed : 0, y: scrollsVertically ? direction.y * speed : 0)
        stickTime = t
        if stickVelocity != .zero {
            physics.stop(at: t)
            scheduleFrame()
        }
    }

    /// Moves the content by the stick's velocity from the last stick time to `time`.
    func integrateStick(to time: Double) {
        guard let from = stickTime else { return }
        let dt = time - from
        guard dt > 0 else { return }
        stickTime = time
        guard stickVelocity != .zero, !isDragging else { return }
        physics.scroll(by: stickVelocity * dt)
    }
}
