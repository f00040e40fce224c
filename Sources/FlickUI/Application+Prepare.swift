public import FlickLayers
import FlickAnimation

extension Application {
    /// Layers the application keeps prepared, and how far the current round has got.
    struct Preparation {
        /// A layer held weakly.
        struct Entry {
            weak var layer: Layer?
        }
        var entries: [Entry] = []
        /// The entry being prepared.
        var cursor = 0
        /// Whether an entry of this round was left waiting on work under way elsewhere
        /// (`PreparationProgress.waiting`): the next round then starts at once.
        var leftWaiting = false
        /// Spare times to let pass before the next round.
        var wait = 0
        /// Whether `startPreparingElsewhere` has yet to run for these layers.
        var startsElsewhere = false
        /// The entry at `cursor` composed after the frame numbered `frame`, reused by the
        /// steps that follow within the same spare time.
        var composed: (cursor: Int, frame: Int, list: DisplayList)?
        /// The rounds' job on the work queue.
        var job: WorkQueue.MainJob?
    }

    /// Time spent on work ahead of need after each presented frame, at most (seconds; one more
    /// texture may start just before it runs out). A text run costs about 0.3 ms on llvmpipe.
    static let preparationBudget = 0.003
    /// Work ahead of need stops this long before the next frame must start (seconds: one
    /// step, a text run of 0.3 ms or a picture, fits well inside it), so that frame starts on
    /// time and a frame that was already expensive (a blur mid-swipe) gets nothing added.
    nonisolated static let preparationMargin = 0.002

    /// Spare times between rounds: each round also marks what is ready as used, so nothing kept
    /// prepared reaches the renderer's idle limit (30 s) while it waits offscreen.
    static let preparationRefreshFrames = 600
    /// Steps of main-actor work (`Renderer.prepare` calls, a texture each) after a frame, at
    /// most: on a manual clock no time passes, and the spare time must still end.
    static let preparationCallsPerFrame = 64

    /// Keeps what `layers` show ready to draw while they are hidden — panels offscreen — so the
    /// frame that reveals one does not render its text and load its pictures (a 30–45 ms frame
    /// on llvmpipe). The rounds are a job at idle priority on the application's work queue
    /// (`work`), run in the spare time after each presented frame: the layers' subtrees are
    /// composed as if shown and handed to `Renderer.prepare` a texture at a time; rounds
    /// repeat every `preparationRefreshFrames`. Replaces any layers kept before.
    public func keepPrepared(_ layers: [Layer]) {
        preparation.job?.cancel()
        preparation = Preparation(entries: layers.map { Preparation.Entry(layer: $0) })
        preparation.startsElsewhere = true
        preparation.job = work.scheduleOnMain(.idle) { [weak self] in self?.prepareStep() ?? .done }
    }

    /// Starts, after the first frame that has the layers kept prepared, what the renderer can
    /// do elsewhere for all of them (pictures decoding on the work queue's worker): calls
    /// `Renderer.prepare` with no uploads allowed, whatever time is left, so that work runs in
    /// the idle moments of the next frames instead of waiting for each layer's turn in the
    /// rounds (which busy first frames leave little time for).
    func startPreparingElsewhere() {
        guard preparation.startsElsewhere else { return }
        preparation.startsElsewhere = false
        for entry in preparation.entries {
            guard let layer = entry.layer else { continue }
            _ = renderer.prepare(compositor.composeSubtree(layer, size: viewport, revealingRoot: true), maxUploads: 0)
        }
    }

    /// Runs the work queue's main-actor jobs after `frame` is presented, highest priority
    /// first, for up to `preparationBudget` and never within `preparationMargin` of when the
    /// next frame must start (`preparationDeadline`). (On a manual clock no time passes: then
    /// at most `preparationCallsPerFrame` steps.) After a frame that left no time (one that
    /// missed its refresh or used all of it: every frame, on a device too slow for the scene),
    /// a job wanted within a frame or two (`.animation` or higher: the renderer's sprite
    /// texture) still takes one step, so that it is delayed there, not starved for good.
    func runWorkAhead(after frame: FrameTime, cost: Double) {
        startPreparingElsewhere()
        guard work.mainCount > 0 else { return }
        let start = clock.now
        let deadline = Self.preparationDeadline(
            after: frame, now: start, cost: cost, pacedByPresent: clock.pacedByPresent)
        let budget = deadline.map { min(Self.preparationBudget, $0 - start) } ?? 0
        guard budget > 0 else {
            work.runMain(until: .infinity, now: { start }, maxSteps: 1, least: .animation)
            return
        }
        work.runMain(until: start + budget, now: { clock.now }, maxSteps: Self.preparationCallsPerFrame)
    }

    /// One step of the rounds: one `Renderer.prepare` call, a texture at most. A layer whose
    /// rest is under way elsewhere (pictures decoding in the background) is passed over for
    /// the next, and the round repeats until nothing waits.
    func prepareStep() -> WorkQueue.MainStep {
        if preparation.wait > 0 {
            preparation.wait -= 1
            return .later
        }
        if preparation.cursor == 0 { preparation.entries.removeAll { $0.layer == nil } }
        guard preparation.cursor < preparation.entries.count else { return endRound() }
        guard let layer = preparation.entries[preparation.cursor].layer else {
            preparation.cursor += 1
            return .more
        }
        let list: DisplayList
        if let c = preparation.composed, c.cursor == preparation.cursor, c.frame == renderedFrameCount {
            list = c.list
        } else {
            list = compositor.composeSubtree(layer, size: viewport, revealingRoot: true)
            preparation.composed = (preparation.cursor, renderedFrameCount, list)
        }
        switch renderer.prepare(list, maxUploads: 1) {
        case .more: return .more
        case .ready: preparation.cursor += 1
        case .waiting:
            preparation.cursor += 1
            preparation.leftWaiting = true
        }
        return preparation.cursor < preparation.entries.count ? .more : endRound()
    }

    /// Ends a round: the next starts at once when something waited, else after
    /// `preparationRefreshFrames`.
    private func endRound() -> WorkQueue.MainStep {
        preparation.cursor = 0
        preparation.composed = nil
        preparation.wait = preparation.leftWaiting ? 0 : Self.preparationRefreshFrames
        preparation.leftWaiting = false
        return .later
    }

    /// When preparing after `frame` must stop, seen at `now` when its present returned, given
    /// that the frame's own work and render took `cost` seconds; nil when there is no time.
    ///
    /// - Paced by a timer (`pacedByPresent` false): the next frame starts at this one's target
    ///   time; stop `preparationMargin` before it.
    /// - Paced by present (vsync): the next frame starts as soon as preparing ends, and its
    ///   picture is due one interval after present returned. If it costs what this one did, the
    ///   slack is the interval less that cost, less the margin. A present that returned past
    ///   the target time (by more than the margin) means the frame missed its refresh: nothing
    ///   is added.
    nonisolated static func preparationDeadline(
        after frame: FrameTime, now: Double, cost: Double, pacedByPresent: Bool
    ) -> Double? {
        let target = frame.targetTimestamp
        guard pacedByPresent else { return target - preparationMargin }
        guard now <= target + preparationMargin else { return nil }
        return now + frame.refreshInterval - cost - preparationMargin
    }
}
