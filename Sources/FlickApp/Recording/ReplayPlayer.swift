public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickUI
import Foundation

/// Plays a recording back deterministically (`--replay FILE`): a `VirtualFrameClock` at the
/// recording's rate feeds a `ScriptedEventSource` that hands out each event in the first frame at
/// or after its timestamp, through the app's content with the app layer's HUD. The same recording
/// always gives the same frames, display lists and end state.
@MainActor
public final class ReplayPlayer {
    /// What is being played.
    public let recording: InputRecording
    /// Virtual time, starting at 0 like the recording's timestamps.
    public let clock: VirtualFrameClock
    /// The recording's events not yet handed out.
    public let events: ScriptedEventSource
    /// The application running the content.
    public let application: Application
    /// The content, HUD and kiosk rules.
    public let driver: AppDriver
    /// Frames stepped so far (rendered or idle).
    public private(set) var framesStepped = 0

    /// Sets up a replay of `recording` drawing with `renderer`: `install` builds the app's content
    /// and driver in the replay's application (given the viewport resizer to use). `liveEvents`
    /// (windowed replays) contributes only quit requests. Rethrows `install`'s error.
    public init(
        recording: InputRecording, renderer: any Renderer, liveEvents: (any EventSource)? = nil,
        resizeViewport: @escaping (Size) -> Size = { $0 },
        install: (Application, @escaping (Size) -> Size) throws -> AppDriver
    ) throws {
        self.recording = recording
        let clock = VirtualFrameClock(start: 0, rate: recording.header.rate)
        self.clock = clock
        let scripted = ScriptedEventSource(recording.events) { clock.now }
        events = scripted
        let source: any EventSource = liveEvents.map { ReplayInput(recorded: scripted, live: $0) } ?? scripted
        application = Application(clock: clock, events: source, renderer: renderer, viewport: recording.header.viewport)
        driver = try install(application, resizeViewport)
    }

    /// True once every event was handed out and the app went idle, or it quit.
    public var isFinished: Bool {
        application.isQuitting || (events.pending.isEmpty && application.isIdle && framesStepped > 0)
    }

    /// Steps one frame. An idle frame (nothing composed) tells the HUD, as the live loop's idle
    /// wait does, so the gap to the next rendered frame is not counted as a dropped frame.
    @discardableResult
    public func step() -> FrameReport? {
        framesStepped += 1
        let report = application.step()
        if report == nil && application.isIdle { driver.hud.noteIdle() }
        return report
    }

    /// Plays to the end: every event, then frames until the app is idle, at most `settleLimit`
    /// seconds of virtual time after the last event (an endless animation stops there). Returns
    /// the number of frames stepped.
    @discardableResult
    public func playToEnd(settleLimit: Double = 10) -> Int {
        let end = (recording.events.last?.timestamp ?? 0) + settleLimit
        while !isFinished && clock.now <= end { step() }
        return framesStepped
    }

    /// Reads and decodes a recording file; the error names the file, the line and the problem.
    public static func load(path: String) throws(OptionError) -> InputRecording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OptionError("--replay: cannot read '\(path)'; check the path")
        }
        do {
            return try InputRecording(decoding: [UInt8](data))
        } catch {
            throw OptionError("--replay \(path): \(error)")
        }
    }
}
