import FlickApp
import FlickGeometry
import FlickInput
import Foundation
import Logging
import Testing

@MainActor
@Suite struct RecordingEventSourceTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-record-\(getpid()).jsonl").path
    let header = InputRecording.Header(viewport: Size(width: 360, height: 640), scene: "input", rate: 60)

    func touch(_ t: Double, _ phase: InputEvent.Phase, _ x: Double) -> InputEvent {
        InputEvent(timestamp: t, kind: .touch(InputEvent.Touch(id: 1, phase: phase, location: Point(x: x, y: 10))))
    }

    @Test func everyDrainIsOnDiskAtOnceRelativeToTheOrigin() throws {
        let live = ScriptedEventSource([touch(100.25, .began, 1), touch(100.5, .moved, 2), touch(101, .ended, 3)])
        let source = try RecordingEventSource(
            wrapping: live, path: path, header: header, origin: 100, logger: Logger(label: "test"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handed = source.drainEvents()
        #expect(handed.map(\.timestamp) == [100.25, 100.5, 101], "the app gets the events unchanged")
        // Read back before closing: what a crash would leave behind.
        let onDisk = try InputRecording(decoding: [UInt8](try #require(FileManager.default.contents(atPath: path))))
        #expect(onDisk.header == header)
        #expect(onDisk.events == [touch(0.25, .began, 1), touch(0.5, .moved, 2), touch(1, .ended, 3)])
        #expect(source.drainEvents().isEmpty)
        source.close()
        #expect(source.writtenCount == 3)
    }

    @Test func anUnwritablePathIsAClearError() {
        #expect {
            _ = try RecordingEventSource(
                wrapping: ScriptedEventSource(), path: "/proc/flick-nope/x.jsonl", header: header, origin: 0,
                logger: Logger(label: "test"))
        } throws: { error in
            "\(error)".contains("--record: cannot write '/proc/flick-nope/x.jsonl'")
        }
    }
}
