public import FlickApp
public import FlickGeometry
public import FlickInput
public import FlickUI

extension Monkey {
    /// Runs `configuration`: generates its events frame by frame, stops at the first failure;
    /// after the last event everything is let go and the app must settle. `progress` is called
    /// every 100 000 events with the count so far.
    public static func run(
        _ configuration: Configuration, extraInvariant: (@MainActor (Application) -> String?)? = nil,
        progress: (Int) -> Void = { _ in }
    ) throws(OptionError) -> Report {
        let monkey = try Monkey(
            scene: configuration.scene, viewport: configuration.viewport, rate: configuration.rate,
            extraInvariant: extraInvariant)
        var input = MonkeyInput(
            seed: configuration.seed, viewport: configuration.viewport, quietDuration: monkey.settleLimit + 0.5)
        var generated = 0
        var nextProgress = 100_000
        while generated < configuration.events {
            let end = monkey.nextFrameTime
            if end > 0 {
                let batch = input.events(from: end - 1 / configuration.rate, to: end)
                let kept = batch.prefix(configuration.events - generated)
                generated += kept.count
                monkey.append(Array(kept))
            }
            if let failure = monkey.step() { return monkey.report(failure: failure) }
            if generated >= nextProgress {
                progress(generated)
                nextProgress += 100_000
            }
        }
        var release: [InputEvent] = []
        let end = monkey.nextFrameTime
        input.releaseEverything { kind, _ in release.append(InputEvent(timestamp: end, kind: kind)) }
        monkey.append(release)
        return monkey.playQueued()
    }

    /// Replays `events` with every check; the failure, if any.
    public static func check(
        events: [InputEvent], scene: String, viewport: Size, rate: Double,
        extraInvariant: (@MainActor (Application) -> String?)? = nil
    ) throws(OptionError) -> Report {
        let monkey = try Monkey(
            scene: scene, viewport: viewport, rate: rate, events: events, extraInvariant: extraInvariant)
        return monkey.playQueued()
    }

    /// Cuts a failure's events to a short list that still breaks the same invariant: the events
    /// after the last quiet spell that settled, if they fail alone (a long run's failure rarely
    /// needs what came before, and replaying a million events for each step of the search
    /// would take hours); then the shortest failing prefix (binary search), then chunks dropped
    /// while it still fails (halving the chunk size), within `budget` replays.
    public static func shrink(
        _ failure: Failure, scene: String, viewport: Size, rate: Double, budget: Int = 300,
        extraInvariant: (@MainActor (Application) -> String?)? = nil
    ) -> [InputEvent] {
        var runs = 0
        func fails(_ events: [InputEvent]) -> Bool {
            runs += 1
            let report = try? check(
                events: events, scene: scene, viewport: viewport, rate: rate, extraInvariant: extraInvariant)
            return report?.failure?.invariant == failure.invariant
        }
        var events = failure.events
        if failure.settledEventCount > 0, failure.settledEventCount < events.count {
            let recent = Array(events[failure.settledEventCount...])
            if fails(recent) { events = recent }
        }
        var lo = 0, hi = events.count
        while lo < hi && runs < budget {
            let mid = (lo + hi) / 2
            if fails(Array(events.prefix(mid))) { hi = mid } else { lo = mid + 1 }
        }
        events = Array(events.prefix(hi))
        var chunk = max(events.count / 2, 1)
        while chunk >= 1 && runs < budget && events.count <= 20_000 {
            var start = 0
            while start < events.count && runs < budget {
                var candidate = events
                candidate.removeSubrange(start..<min(start + chunk, events.count))
                if !candidate.isEmpty && fails(candidate) { events = candidate } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return events
    }

    /// A replay file's contents for `events` (`flick --replay`, `flick monkey --check`).
    public static func recording(events: [InputEvent], scene: String, viewport: Size, rate: Double) -> InputRecording {
        InputRecording(header: .init(viewport: viewport, scene: scene, rate: rate), events: events)
    }
}
