public import FlickApp
public import FlickGeometry
public import FlickInput
import FlickNavigation
import FlickUI
import Foundation

/// `flick soak`: loops a recording (by default one round of the swipe loop) through the monkey's
/// checked application on virtual time, as fast as the machine goes, and reports memory at the
/// start and end and the transitions completed — to show there is no growth over thousands of
/// transitions. Wall time comes in through `now` (FlickDemoKit reads no clock).
@MainActor
public enum Soak {
    /// What a soak run measured.
    public struct Report: Sendable {
        /// Times the recording was played.
        public var loops = 0
        /// Panels reached (`didNavigateTo`) plus presentations completed.
        public var transitions = 0
        /// Frames stepped.
        public var frames = 0
        /// Resident set after the first loop (warm caches), bytes.
        public var startRSS = 0
        /// Resident set at the end, bytes.
        public var endRSS = 0
        /// Peak resident set of the process, bytes.
        public var peakRSS = 0
        /// Wall seconds spent.
        public var wallSeconds = 0.0
        /// The first broken invariant, if any.
        public var failure: Monkey.Failure?
    }

    /// Loops `recording` until `minutes` of wall time passed or `transitions` were completed
    /// (whichever comes first; nil for no limit). Each loop's events are shifted to start after
    /// the previous loop settled.
    public static func run(
        recording: InputRecording, minutes: Double, transitions limit: Int? = nil, now: () -> Double,
        progress: (Report) -> Void = { _ in }
    ) throws(OptionError) -> Report {
        let header = recording.header
        let monkey = try Monkey(scene: header.scene, viewport: header.viewport, rate: header.rate)
        let counter = TransitionCounter()
        if let scene = monkey.driver.scene as? any NavigationScene { scene.navigation.addObserver(counter) }
        let span = (recording.events.last?.timestamp ?? 0) + monkey.settleLimit + 0.5
        let start = now()
        var report = Report()
        var offset = 0.0
        while now() - start < minutes * 60 && report.transitions < (limit ?? .max) {
            monkey.feed.dropDelivered()
            monkey.append(recording.events.map { InputEvent(timestamp: $0.timestamp + offset, kind: $0.kind) })
            while monkey.clock.now < offset + span {
                if let failure = monkey.step() {
                    report.failure = failure
                    break
                }
                counter.notePresentations(in: monkey.application)
            }
            report.loops += 1
            report.transitions = counter.count
            report.frames = monkey.report(failure: nil).frames
            if report.loops == 1 { report.startRSS = residentBytes() }
            if report.failure != nil { break }
            if report.loops % 50 == 0 { progress(report) }
            offset += span
        }
        report.endRSS = residentBytes()
        report.peakRSS = BenchScenario.peakResidentBytes()
        report.wallSeconds = now() - start
        return report
    }

    /// One round of the swipe loop (centre to every panel and back) on the home scene when the
    /// build has it, else `panels`: the default soak recording.
    public static func swipeLoopRecording(viewport: Size = Size(width: 360, height: 640)) -> InputRecording {
        let scene = BenchScenario.swipeLoop.scene
        let legs = Double(BenchScenario.SwipeLeg.loop.count)
        let round = BenchScenario.swipeLoopStart + legs * BenchScenario.swipeLegSpan
        let events = BenchScenario.swipeLoopEvents(duration: round, viewport: viewport)
        return InputRecording(header: .init(viewport: viewport, scene: scene, rate: 60), events: events)
    }

    /// The process's resident set now (VmRSS in /proc/self/status), bytes; 0 where unavailable.
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
    }
}

/// Counts completed transitions: panels reached, and controllers newly presented.
@MainActor
private final class TransitionCounter: SwipeNavigationObserver {
    private(set) var count = 0
    private var presented: Set<ObjectIdentifier> = []

    func swipeNavigation(_ controller: SwipeNavigationController, didNavigateTo panel: Panel) { count += 1 }

    /// Counts each controller that is presented and has appeared, once per presentation.
    func notePresentations(in application: Application) {
        var now: Set<ObjectIdentifier> = []
        var node = application.rootViewController
        while let presented = node?.presentedViewController {
            if presented.appearanceState == .appeared { now.insert(ObjectIdentifier(presented)) }
            node = presented
        }
        count += now.subtracting(presented).count
        presented = now
    }
}
