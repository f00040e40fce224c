/// Lets an object steer a recognizer (UIGestureRecognizerDelegate). Every method has a default:
/// begin yes, receive yes, simultaneous no, require failure no.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer wants to begin or recognize; false makes it fail.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked before a new touch is given to the recognizer; false keeps it away.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the two may be recognized at the same time (either side saying yes is enough).
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// Whether `recognizer` must wait for `other` to fail before recognizing.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` must wait for `recognizer` to fail before recognizing.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: yes.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Default: yes.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Default: no.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    /// Default: no.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    { false }
    /// Default: no.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
