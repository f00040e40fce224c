public import FlickGeometry

/// A recorded input session: the header (format version, viewport, scene, frame rate) and every
/// event the app received, with timestamps in seconds from the start of the recording.
///
/// On disk it is JSON lines (docs/MEASURING.md): the first line is the header object, e.g.
/// `{"flick-recording":1,"viewport":[360,640],"scene":"input","rate":60}`, then one event per
/// line, e.g. `{"t":0.5,"kind":"touch","id":1,"phase":"began","x":120,"y":300,"pressure":1}`.
/// `InputRecordingEncoder` writes it, `InputRecordingDecoder` reads it strictly.
public struct InputRecording: Hashable, Sendable {
    /// The first line of a recording.
    public struct Header: Hashable, Sendable {
        /// The format version this code writes and reads.
        public static let currentVersion = 1
        /// The format version of the file.
        public var version: Int
        /// The app's logical viewport when recording started, points.
        public var viewport: Size
        /// The scene that was showing (`flick --scene NAME`).
        public var scene: String
        /// Frames per second to replay at (the recording's measured refresh rate, rounded).
        public var rate: Double

        /// Creates a header; `rate` is in Hz.
        public init(version: Int = Header.currentVersion, viewport: Size, scene: String, rate: Double = 60) {
            self.version = version
            self.viewport = viewport
            self.scene = scene
            self.rate = rate
        }
    }

    /// The header.
    public var header: Header
    /// The events, in non-decreasing timestamp order.
    public var events: [InputEvent]

    /// Creates a recording.
    public init(header: Header, events: [InputEvent]) {
        self.header = header
        self.events = events
    }

    /// The whole recording as JSON lines, each ending in a newline.
    public func encoded() -> String {
        var text = InputRecordingEncoder.line(for: header) + "\n"
        for event in events { text += InputRecordingEncoder.line(for: event) + "\n" }
        return text
    }

    /// Reads a recording from its JSON-lines text; throws an error naming the line and problem.
    public init(decoding text: String) throws(InputRecordingError) {
        self = try InputRecordingDecoder.decode(Array(text.utf8))
    }

    /// Reads a recording from raw bytes (a file's contents); invalid UTF-8 is an error too.
    public init(decoding bytes: [UInt8]) throws(InputRecordingError) {
        self = try InputRecordingDecoder.decode(bytes)
    }
}

/// Why a recording could not be read: the 1-based line and the problem, printed as
/// "line 7: touch event is missing 'id'".
public struct InputRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, as a phrase.
    public var problem: String

    /// Creates an error.
    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    /// "line N: problem".
    public var description: String { "line \(line): \(problem)" }
}
