public import FlickInput
import Foundation
public import Logging

/// Wraps the live event source and writes every event it hands out to a recording file
/// (`flick --record FILE`): the header when created, then the events of each drain in one write,
/// so the file is complete up to the last frame even if the app crashes. Timestamps are written
/// relative to `origin` and never decrease.
@MainActor
public final class RecordingEventSource: EventSource {
    private let inner: any EventSource
    private let origin: Double
    private let logger: Logger
    private var handle: FileHandle?
    private var last = 0.0
    /// Events written so far.
    public private(set) var writtenCount = 0

    /// Creates (or truncates) `path` and writes `header`; events are stamped relative to `origin`
    /// (seconds, the inner source's timeline). Throws an error naming the path if it can't write.
    public init(
        wrapping inner: any EventSource, path: String, header: InputRecording.Header, origin: Double, logger: Logger
    ) throws {
        self.inner = inner
        self.origin = origin
        self.logger = logger
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        guard
            FileManager.default.createFile(
                atPath: path, contents: Data((InputRecordingEncoder.line(for: header) + "\n").utf8)),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw OptionError("--record: cannot write '\(path)'; check the folder exists and is writable")
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// The inner source's events, written to the file first.
    public func drainEvents() -> [InputEvent] {
        let events = inner.drainEvents()
        guard !events.isEmpty, let handle else { return events }
        var text = ""
        for event in events {
            var shifted = event
            shifted.timestamp = max(last, event.timestamp - origin)
            last = shifted.timestamp
            text += InputRecordingEncoder.line(for: shifted) + "\n"
        }
        do {
            try handle.write(contentsOf: Data(text.utf8))
            writtenCount += events.count
        } catch {
            logger.error("recording stopped: writing failed (\(error)); events so far are kept")
            self.handle = nil
        }
        return events
    }

    /// Waits on the inner source.
    public func waitForEvents(timeout: Double) { inner.waitForEvents(timeout: timeout) }

    /// Closes the file.
    public func close() {
        try? handle?.close()
        handle = nil
    }
}
