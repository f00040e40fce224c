import FlickGeometry

extension ScrollView {
    /// Drives the drag from the scroll view's pan recognizer. The translation is measured from
    /// where the pan began (the recognizer's translation then already holds the slop), so the
    /// content does not jump by the slop; velocity comes from the recognizer's tracker.
    /// Recognizers of nested views are offered touches deepest first, so the innermost scroll
    /// view's pan wins and its drag session moves the outer ones (FEEL.md §5).
    func handlePan(_ pan: PanGestureRecognizer) {
        let time = pan.currentTime
        let translation = pan.translation(in: superview)
        switch pan.state {
        case .began:
            panBase = translation
            beginDragging(at: time)
            drag(translation: .zero, at: time)
        case .changed:
            drag(translation: translation - panBase, at: time)
        case .ended:
            drag(translation: translation - panBase, at: time)
            handOffGap = pan.handOffGap
            endDragging(velocity: pan.velocity(in: superview), at: time)
        case .cancelled, .failed:
            cancelDragging(at: time)
        case .possible:
            break
        }
    }
}
