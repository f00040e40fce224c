public import FlickGeometry
import FlickAnimation

extension ScrollView {
    /// A finger touched down on the content at `time`: any motion stops where it is (a catch),
    /// before a drag has even begun (UIScrollView stops on touch down).
    public func touchDown(at time: Double) {
        isTracking = true
        guard physics.isMoving else { return }
        physics.stop(at: catchTime(time))
        applyPhysicsOffset()
        advance(to: catchTime(time))
    }

    /// A drag began on this scroll view at `time` (the pan recognizer crossed its slop). Nested
    /// scroll views around it join the drag as FEEL.md §5 describes (see `ScrollDragSession`);
    /// each one begins dragging (and tells its delegate) when the drag first moves it.
    public func beginDragging(at time: Double) {
        guard isScrollEnabled, drag == nil else { return }
        var chain: [ScrollView] = [self]
        var node = superview
        while let n = node {
            if let outer = n as? ScrollView, outer.isScrollEnabled, outer.drag == nil { chain.append(outer) }
            node = n.superview
        }
        drag = ScrollDragSession(chain: chain)
        touchDown(at: time)
    }

    /// The finger's total translation since `beginDragging`, in screen direction (the pan's
    /// `translation(in: superview)`), at `time`.
    public func drag(translation: Point, at time: Double) {
        guard let drag, translation.isFinite else { return }
        drag.drag(to: translation, at: time)
    }

    /// The finger lifted at `time` moving at `velocity` (screen direction, points per second:
    /// the pan's `velocity(in:)`). Each scroll view in the drag asks its delegate for the target
    /// and starts its motion.
    public func endDragging(velocity: Point, at time: Double) {
        guard let drag else { return }
        self.drag = nil
        let v = velocity.isFinite ? velocity : .zero
        for (view, contentVelocity) in drag.releaseVelocities(for: v) {
            view.handOffGap = handOffGap
            view.endParticipating(velocity: contentVelocity, at: time)
        }
        handOffGap = nil
        if drag.started.isEmpty { touchUp(at: time) }
    }

    /// The finger lifted without dragging this view: content caught out of range (mid-bounce)
    /// goes back to its edge; content at rest stays.
    public func touchUp(at time: Double) {
        isTracking = false
        guard !isDragging else { return }
        syncConfiguration()
        let t = catchTime(time)
        physics.release(velocity: .zero, at: t)
        lastStepTime = t
        if physics.isMoving {
            lastPhase = physics.phase
            scheduleFrame()
        }
    }

    /// The drag was cancelled (focus lost, a recognizer took over): everything settles from where
    /// it is, at rest.
    public func cancelDragging(at time: Double) {
        guard let drag else { return }
        self.drag = nil
        for view in drag.started { view.endParticipating(velocity: .zero, at: time) }
        if drag.started.isEmpty { touchUp(at: time) }
    }

    /// This view joins a drag at `time`.
    func beginParticipating(at time: Double) {
        syncConfiguration()
        stickVelocity = .zero
        physics.beginDrag(at: catchTime(time))
        isDragging = true
        isTracking = true
        lastPhase = .dragging
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Shows the drag's `translation` for this view.
    func follow(translation: Point) {
        physics.drag(translation: translation)
        applyPhysicsOffset()
    }

    /// How far this view can move along an axis, for a finger moving by `delta`, before it
    /// reaches its edge (points, ≥ 0).
    func room(towards delta: Double, horizontal: Bool) -> Double {
        let axis = horizontal ? physics.horizontal : physics.vertical
        let raw = axis.configuration.unbanded(axis.offset)
        return delta > 0 ? max(0, raw - axis.configuration.minOffset) : max(0, axis.configuration.maxOffset - raw)
    }

    /// This view's part of a release: target, delegate, motion.
    func endParticipating(velocity: Point, at time: Double) {
        var target = physics.proposedTarget(velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, velocity: velocity, targetContentOffset: &target.contentOffset)
        isDragging = false
        isTracking = false
        // One time base (docs/ANIMATION.md): the deceleration starts where the finger's own timing
        // puts it on the frames' targets, so the release frame adds no extra refresh.
        let t = catchTime(handOffGap.flatMap { ticker.handOffTime(fingerGap: $0) } ?? time)
        handOffGap = nil
        physics.release(velocity: velocity, target: target, at: t)
        lastStepTime = t
        let willDecelerate = physics.isMoving
        lastPhase = physics.phase
        applyPhysicsOffset()
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollViewWillBeginDecelerating(self)
            scheduleFrame()
        }
    }
}
