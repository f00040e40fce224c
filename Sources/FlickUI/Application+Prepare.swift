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
        /// Frames to wait before the next round.
        var wait = 0
        /// Whether `startPreparingElsewhere` has yet to run for these layers.
        var startsElsewhere = false
    }

    /// Time spent preparing after each presented frame, at most (seconds; one more texture
    /// may start just before it runs out). A text run costs about 0.3 ms on llvmpipe.
    static let preparationBudget = 0.003
    /// Preparing stops this long before the next frame must start (seconds: one prepare call, a
    /// text run of 0.3 ms or a picture, fits well inside it), so that frame starts on time and
    /// a frame that was already expensive (a blur mid-swipe) gets nothing added.
    nonisolated static let preparationMargin = 0.002

    /// Frames between rounds: each round also marks what is ready as used, so nothing kept
    /// prepared reaches the renderer's idle limit (30 s) while it waits offscreen.
    static let preparationRefreshFrames = 600
    /// Calls to `Renderer.prepare` per frame, at most: on a manual clock no time passes, and a
    /// round must still end.
    static let preparationCallsPerFrame = 64

    /// Keeps what `layers` show ready to draw while they are hidden — panels offscreen — so the
    /// frame that reveals one does not render its text and load its pictures (a 30–45 ms frame
    /// on llvmpipe). After each rendered frame, for `preparationBudget`, the layers' subtrees
    /// are composed as if shown and handed to `Renderer.prepare` a texture at a time; rounds
    /// repeat every `preparationRefreshFrames`. Replaces any layers kept before.
    public func keepPrepared(_ layers: [Layer]) {
        preparation = Preparation(entries: layers.map { Preparation.Entry(layer: $0) })
        preparation.startsElsewhere = true
    }

    /// Starts, after the first frame that has the layers kept prepared, what the renderer can
    /// do elsewhere for all of them (pictures decoding in the background): calls
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

    /// Prepares after `frame` is presented, a texture at a time, for up to `preparationBudget`
    /// and never within `preparationMargin` of when the next frame must start
    /// (`preparationDeadline`). (On a manual clock no time passes: a round then takes
    /// `preparationCallsPerFrame` textures a frame.) A layer whose rest is under way elsewhere
    /// (pictures decoding in the background) is passed over for the next, and the round repeats
    /// until nothing waits.
    func prepareAhead(after frame: FrameTime, cost: Double) {
        guard !preparation.entries.isEmpty else { return }
        startPreparingElsewhere()
        if preparation.wait > 0 {
            preparation.wait -= 1
            return
        }
        let start = clock.now
        guard
            let deadline = Self.preparationDeadline(
                after: frame, now: start, cost: cost, pacedByPresent: clock.pacedByPresent)
        else { return }
        let budget = min(Self.preparationBudget, deadline - start)
        guard budget > 0 else { return }
        preparation.entries.removeAll { $0.layer == nil }
        var calls = 0
        func mayGoOn() -> Bool { clock.now - start < budget && calls < Self.preparationCallsPerFrame }
        while preparation.cursor < preparation.entries.count, mayGoOn() {
            guard let layer = preparation.entries[preparation.cursor].layer else { break }
            let list = compositor.composeSubtree(layer, size: viewport, revealingRoot: true)
            var progress = PreparationProgress.more
            while progress == .more, mayGoOn() {
                progress = renderer.prepare(list, maxUploads: 1)
                calls += 1
            }
            switch progress {
            case .ready: preparation.cursor += 1
            case .waiting:
                preparation.cursor += 1
                preparation.leftWaiting = true
            case .more: break
            }
        }
        if preparation.cursor >= preparation.entries.count {
            preparation.cursor = 0
            preparation.wait = preparation.leftWaiting ? 0 : Self.preparationRefreshFrames
            preparation.leftWaiting = false
        }
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
