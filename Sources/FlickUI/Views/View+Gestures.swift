extension View {
    /// Attaches `recognizer` (detaching it from any other view first); it sees touches that
    /// begin on this view or its subviews.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`; a live one is cancelled first.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.dispatcher?.abandon(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
