/// Why a camera could not be opened, configured or read. Errors are values: every failure of the
/// capture path is one of these, with a message that says what happened and what to try.
public struct CameraError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The family of failure, for code that reacts differently (a vanished camera falls back to
    /// the viewfinder; a busy one suggests closing the other program).
    public enum Kind: Equatable, Sendable {
        /// No capture device was found (`/dev/video*` empty or none can capture).
        case noDevice
        /// The device exists but cannot stream video capture (a metadata node, an output device).
        case notACaptureDevice
        /// The device offers no pixel format Flick can show.
        case unsupportedFormat
        /// A system call failed; `errno` is the error number.
        case system(errno: Int32)
        /// The device went away while streaming (unplugged: ENODEV, or EIO from the driver).
        case vanished
        /// A frame could not be converted to pixels (short buffer, corrupt JPEG).
        case badFrame
        /// The API was used out of order (e.g. `start()` before `negotiate`).
        case misuse
    }

    /// The family of failure.
    public let kind: Kind
    /// A sentence naming the device and the failure, with a hint when there is one.
    public let message: String

    /// Creates an error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
