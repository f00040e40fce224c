public import FlickLayers

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
    }

    /// Time spent preparing after each presented frame, at most (seconds; one more texture
    /// may start just before it runs out). A text run costs about 0.3 ms on llvmpipe.
    static let preparationBudget = 0.003
    /// Preparing stops this long before the frame's target time — when the next frame is due
    /// to start, on a timer-paced loop — so the next frame starts on time and a frame that was
    /// already expensive (a blur mid-swipe) gets nothing added (seconds: one prepare call, a
    /// text run of 0.3 ms or a picture, fits well inside it). With vsync, present returns at the
    /// display's refresh, past the target time: nothing is prepared then.
    static let preparationMargin = 0.002
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
    }

    /// Prepares after a frame is presented, a texture at a time, for up to
    /// `preparationBudget` and never within `preparationMargin` of `target`, the frame's target
    /// time. (On a manual clock no time passes: a round then takes `preparationCallsPerFrame`
    /// textures a frame.) A layer whose rest is under way elsewhere (pictures decoding in the
    /// background) is passed over for the next, and the round repeats until nothing waits.
    func prepareAhead(target: Double) {
        guard !preparation.entries.isEmpty else { return }
        if preparation.wait > 0 {
            preparation.wait -= 1
            return
        }
        let start = clock.now
        let budget = min(Self.preparationBudget, target - Self.preparationMargin - start)
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
}
