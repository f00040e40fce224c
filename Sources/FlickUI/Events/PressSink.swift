/// The end of the responder chain: hands presses nobody used to the application's handler.
@MainActor
final class PressSink: Responder {
    var handler: ((Press, Bool) -> Void)?
    override func pressesBegan(_ presses: [Press]) { for p in presses { handler?(p, true) } }
    override func pressesEnded(_ presses: [Press]) { for p in presses { handler?(p, false) } }
}
