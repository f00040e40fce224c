import FlickAnimation
import FlickGeometry

extension ScrollView {
    /// The axis configurations the current properties describe.
    func axisConfigurations() -> (ScrollAxisConfiguration, ScrollAxisConfiguration) {
        let size = bounds.size
        let page = pageSize ?? size
        func axis(min: Double, contentEnd: Double, length: Double, always: Bool, pageLength: Double)
            -> ScrollAxisConfiguration
        {
            let max = contentEnd - length
            return ScrollAxisConfiguration(
                minOffset: min, maxOffset: max, viewportLength: length,
                bounces: bounces && (always || max > min), rubberBand: rubberBand,
                decelerationRate: decelerationRate.rawValue,
                paging: isPagingEnabled ? ScrollPaging(pageLength: pageLength > 0 ? pageLength : length) : nil)
        }
        let h = axis(
            min: -contentInset.left, contentEnd: contentSize.width + contentInset.right, length: size.width,
            always: alwaysBounceHorizontal, pageLength: page.width)
        let v = axis(
            min: -contentInset.top, contentEnd: contentSize.height + contentInset.bottom, length: size.height,
            always: alwaysBounceVertical, pageLength: page.height)
        return (h, v)
    }

    /// Rebuilds the physics' configuration from the properties when they changed.
    func syncConfiguration() {
        let (h, v) = axisConfigurations()
        guard h != physics.horizontal.configuration || v != physics.vertical.configuration else { return }
        physics.reconfigure(horizontal: h, vertical: v)
        applyPhysicsOffset()
    }

    /// Shows the physics' offset (bounds.origin) and tells the delegate if it moved.
    func applyPhysicsOffset() {
        let offset = physics.offset
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    /// Asks for the next frame's tick (once).
    func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        ticker.atNextFrame { [weak self] _ in self?.frameTick() }
        invalidateDisplay()
    }

    /// One frame: moves the physics and the stick to the frame's target time, tells the delegate
    /// what ended, and asks for another frame while anything moves.
    func frameTick() {
        frameScheduled = false
        guard let frame = ticker.lastFrame else { return }
        let time = max(frame.targetTimestamp, lastStepTime ?? frame.targetTimestamp)
        advance(to: time)
        if physics.isMoving || stickVelocity != .zero { scheduleFrame() }
    }

    /// Advances everything that moves on its own to `time` (seconds on the frame clock).
    public func advance(to time: Double) {
        lastStepTime = time
        integrateStick(to: time)
        if !isDragging { physics.step(to: time) }
        applyPhysicsOffset()
        let phase = physics.phase
        if phase == .idle, lastPhase != .idle {
            let ended = lastPhase
            lastPhase = .idle
            if ended.isDecelerating {
                delegate?.scrollViewDidEndDecelerating(self)
            } else if ended == .animating {
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        } else if phase != .dragging {
            lastPhase = phase
        }
    }

    /// The time to catch a motion at: the event's time, but never before the frame already shown.
    func catchTime(_ time: Double) -> Double { max(time, lastStepTime ?? time) }
}
