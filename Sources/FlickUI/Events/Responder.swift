public import FlickInput

/// Something that can handle touches, presses and scrolls, UIResponder-shaped.
///
/// Events the gesture recognizers leave alone travel up the responder chain: a view's `next` is
/// its view controller when it is a controller's root view, else its superview; a controller's
/// `next` is its view's superview (or its parent controller); the window's is the application's
/// press hook. Every default implementation forwards to `next`, so overriding one and calling
/// `super` passes the event on.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder up the chain, or nil at its end.
    open var next: Responder? { nil }

    /// Fingers (or the mouse, as one touch) went down on this responder's view.
    open func touchesBegan(_ touches: [Touch]) { next?.touchesBegan(touches) }
    /// Tracked touches moved.
    open func touchesMoved(_ touches: [Touch]) { next?.touchesMoved(touches) }
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: [Touch]) { next?.touchesEnded(touches) }
    /// Tracked touches were taken away (a recognizer claimed them, or focus was lost): undo.
    open func touchesCancelled(_ touches: [Touch]) { next?.touchesCancelled(touches) }

    /// Keys or gamepad buttons went down (the focus engine and key commands saw them first).
    open func pressesBegan(_ presses: [Press]) { next?.pressesBegan(presses) }
    /// Keys or gamepad buttons came up.
    open func pressesEnded(_ presses: [Press]) { next?.pressesEnded(presses) }

    /// A scroll wheel or trackpad scrolled over this responder's view. `delta` is in points, the
    /// way a finger dragging the content would move it (see `InputEvent.Wheel`).
    open func scrollWheel(_ wheel: InputEvent.Wheel, timestamp: Double) {
        next?.scrollWheel(wheel, timestamp: timestamp)
    }

    /// The chain from this responder to its end, this one first (for tests and debugging).
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var node: Responder? = self
        while let n = node, chain.count < 10_000 {
            chain.append(n)
            node = n.next
        }
        return chain
    }
}
