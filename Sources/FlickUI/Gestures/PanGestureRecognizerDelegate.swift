/// A pan's delegate that also decides, touch by touch, whether the pan begins on touch-down.
///
/// A container that moves by itself (a settle, a transition) wants a finger that lands on it to
/// catch it where it is, at once, but not every finger: one on a control that should keep its tap
/// waits for the slop like any other. The pan asks once per sequence of touches, with the touch
/// that starts it (the first after all others lifted), before it decides whether to begin; the
/// answer holds for fingers that join that sequence. Asking changes nothing, so the delegate's
/// other queries (`shouldReceive`) stay free of side effects.
///
/// A pan whose delegate does not adopt this protocol goes by its `beginsOnTouchDown` property.
@MainActor
public protocol PanGestureRecognizerDelegate: GestureRecognizerDelegate {
    /// Whether `pan` begins on touch-down (without waiting for its slop) for the sequence of
    /// touches `touch` starts.
    func panGestureRecognizer(_ pan: PanGestureRecognizer, shouldBeginOnTouchDown touch: Touch) -> Bool
}
