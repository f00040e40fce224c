import FlickAnimation
public import FlickGeometry
public import FlickLayers
public import FlickSDL

/// An animated scene that passes for a live camera feed when there is no camera: a dusk sky
/// with a low, glowing sun, hills on the horizon, out-of-focus city lights drifting (bokeh), a slow
/// hand-held pan, gentle exposure breathing, sensor grain and lens vignetting.
///
/// It delivers pictures as a camera does: 30 a second, each a frame of one video stream
/// (`VideoFrame`, RGBA) that its one layer shows, so the renderer streams them into one texture.
/// The pictures are painted on the CPU (`Painter`) — on the work queue's idle-priority worker
/// (`WorkQueue.background`), one camera frame ahead, once the frames are being drawn — not drawn
/// by the renderer as layers on the main thread (docs/CAMERA.md, "The viewfinder"). A frame
/// nothing draws is never painted.
///
/// Everything moves as a function of the time passed to `update(time:)` — no clock — so a
/// given time always gives the same picture, wherever it was painted.
@MainActor
public final class ProceduralViewfinder {
    /// The layer to add to a tree: it shows the pictures, stretched to its bounds.
    public let root = Layer(name: "viewfinder")
    private(set) var painter: Painter
    private let stream = VideoStream()
    private var sequence: UInt64 = 0
    /// The camera frame shown (its index at `frameRate`).
    private var shownIndex: Int?
    /// The picture on show, nil before the first `update`.
    public private(set) var frame: VideoFrame?
    /// The `update` calls that showed the picture on show.
    private var updatesShowingFrame = 0
    /// Where pictures are painted ahead (`WorkQueue.background`; tests run one by hand).
    let work: WorkQueue
    /// The next camera frame's picture, being painted on `work`.
    private var ahead: PaintJob?
    /// Whether pictures are painted ahead on the work queue (default); off, every picture is
    /// painted when first drawn. Frame after frame the pixels are the same either way; after a
    /// rest or a slow frame, painting ahead shows the newest picture painted for a frame
    /// (`update(time:)`).
    public var paintsAhead = true
    /// Pictures painted ahead so far, how many of them a later frame took, and how many times
    /// a picture painted before was shown again while the camera's was being painted.
    public private(set) var aheadCounts = (started: 0, taken: 0, shownAgain: 0)
    /// The last picture painted (drawn, or painted ahead and shown) and its camera frame.
    private var lastPainted: (frame: VideoFrame, index: Int)?
    /// The time of the last `update`, how long before it the one before came, and the interval
    /// before that.
    private var lastUpdate: Double?
    private var updateInterval: Double?
    private var intervalBefore: Double?
    /// A pause between two updates that means the app rested (composed nothing) between them:
    /// three display frames at 60 Hz.
    nonisolated static let restGap = 0.05

    /// How far the pan travels either way, as a fraction of the width; the world is drawn this
    /// much wider on each side so no edge shows.
    nonisolated static let panReach = 0.08
    /// Grain frames per second: film-like 24 (a new pattern every frame looks like TV static).
    nonisolated static let grainRate = 24.0
    /// Pictures per second, as a camera delivers them (V4L2 webcams and phone sensors run at
    /// 30): between two the scene stands still, and at 60 Hz two display frames show each.
    nonisolated static let frameRate = 30.0
    /// Picture pixels per point, at most: everything in it is soft, so it is painted at 1 pixel
    /// per point and the renderer's linear filter magnifies it (a quarter of the pixels on a 2×
    /// screen).
    nonisolated static let maxPixelsPerPoint = 1.0
    /// The most pixels a picture has: a 360 × 640 viewport's at 1 pixel per point, 1.8 ms to
    /// paint here. A larger viewport (a 1080p kiosk at 1×: 9 times as many points) gets a
    /// picture of this many pixels, magnified further — the painting, its memory and the
    /// upload stay what they are on a phone-sized screen (`pictureScale`).
    nonisolated static let maxPicturePixels = 360.0 * 640
    /// Picture pixels per point for `viewport`: `maxPixelsPerPoint`, or less so the picture
    /// holds at most `maxPicturePixels`.
    nonisolated static func pictureScale(viewport: Size) -> Double {
        let points = max(viewport.width, 1) * max(viewport.height, 1)
        return min(maxPixelsPerPoint, (maxPicturePixels / points).squareRoot())
    }
    /// A near light's bright rim, as a fraction of the disc's own alpha (out-of-focus highlights
    /// have a brighter edge; Flick's looks), and its width in points.
    nonisolated static let rimAlpha = 0.45
    nonisolated static let rimWidth = 1.5
    /// What shows before the first picture.
    static let background = Color(hex: 0x1A1D2E)

    /// Creates the scene sized to `viewport`, painting ahead on `work`. Nothing is painted until
    /// `update(time:)` gives a time and the picture is drawn.
    public init(viewport: Size, work: WorkQueue = .background) {
        self.work = work
        painter = Self.painter(viewport: viewport, work: work)
        root.backgroundColor = Self.background
        root.contentsGravity = .resize
        layout(viewport: viewport)
    }

    /// Sizes the scene to `viewport` (points); a new size shows its first picture at the next
    /// `update`.
    public func layout(viewport: Size) {
        let size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
        AnimationTransaction.performWithoutAnimation {
            root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        let next = Self.painter(viewport: size, work: work)
        guard next.width != painter.width || next.height != painter.height || next.world != painter.world else {
            return
        }
        painter = next
        shownIndex = nil
        ahead = nil
        lastPainted = nil
    }

    /// Shows the camera frame taken last at or before `time` seconds (any origin; only
    /// differences and phases matter). A new frame's picture is painted when first drawn,
    /// unless it was painted ahead. While the pictures are being drawn, the next one is painted
    /// ahead on another thread: at 60 Hz in the second display frame that shows a picture (the
    /// one that draws no new picture), when display frames come slower as soon as the frame
    /// before was drawn, and from the first update on (the app's first frame takes two display
    /// frames or more, and the second would paint its own picture). Painting ahead, a frame
    /// that would otherwise paint in the display frame shows the newest picture painted
    /// instead, as a camera shows its newest delivered frame: the first after a rest with the
    /// camera hidden, one after a slow frame passed the picture painted ahead, or a late one
    /// that reached the next camera frame before its painting started; the camera's own is
    /// painted for the next frame (docs/CAMERA.md).
    public func update(time: Double) {
        // A millionth of a frame's slack: display ticks at 60 Hz land on camera frames, give or
        // take rounding.
        let index = Int(((time * Self.frameRate) + 1e-6).rounded(.down))
        if let f = frame, f.isPainted, let shown = shownIndex { lastPainted = (f, shown) }
        let rested = lastUpdate.map { time - $0 > Self.restGap } ?? false
        let first = lastUpdate == nil
        // Display frames came faster than camera frames until this one (60 Hz, say): either of
        // the last two intervals, so that one slow frame before this one does not hide the rate.
        let short = 0.75 / Self.frameRate
        let faster = (updateInterval ?? .infinity) < short || (intervalBefore ?? .infinity) < short
        if let last = lastUpdate { (intervalBefore, updateInterval) = (updateInterval, time - last) }
        lastUpdate = time
        let startsNow: Bool
        if index != shownIndex {
            let drawn = frame?.isPainted ?? false
            let shownOnce = updatesShowingFrame < 2
            if paintsAhead, drawn, let job = ahead, job.index < index {
                // The camera's clock moved past the picture painted ahead (a slow frame): that
                // one shows, and this one is painted now for the next display frame.
                show(job.index)
                startAhead(index)
                startsNow = false
            } else if paintsAhead, rested ? !drawn : drawn && faster, ahead?.index != index, let last = lastPainted,
                last.index < index
            {
                // Nothing was painted ahead for this camera frame, and painting it here would cost
                // the display frame. Either the app rested (nothing composed) with the picture on
                // show never drawn (the camera under a panel: a swipe back to it starting), or,
                // at a display rate above the camera's, a late frame reached the next camera frame
                // before the display frame that paints it ahead (the second to show the picture
                // on show) came. The last picture painted shows once more (after a late frame,
                // the one on show), as a camera's newest delivered frame would, and this one is
                // painted now on its thread, not in the display frame.
                showAgain(last.frame, index: last.index)
                startAhead(index)
                startsNow = false
            } else {
                show(index)
                startsNow = drawn && shownOnce
            }
        } else {
            updatesShowingFrame += 1
            startsNow = frame?.isPainted ?? false
        }
        if paintsAhead, startsNow || first, ahead?.index != index + 1 { startAhead(index + 1) }
    }

    /// Queues camera frame `index`'s picture on `work`, at animation priority.
    private func startAhead(_ index: Int) {
        let painter = self.painter, time = Double(index) / Self.frameRate
        ahead = PaintJob(index: index, painted: work.schedule(.animation) { painter.paint(at: time) })
        aheadCounts.started += 1
    }

    /// Puts a picture painted before back on show, as camera frame `index` (its own).
    private func showAgain(_ painted: VideoFrame, index: Int) {
        frame = painted
        shownIndex = index
        updatesShowingFrame = 1
        aheadCounts.shownAgain += 1
        AnimationTransaction.performWithoutAnimation { root.contents = .video(painted) }
    }

    /// Puts camera frame `index` on show: its picture painted ahead, or painted when drawn.
    private func show(_ index: Int) {
        let painter = self.painter
        let time = Double(index) / Self.frameRate
        let job = ahead?.index == index ? ahead : nil
        if job != nil { aheadCounts.taken += 1 }
        ahead = nil
        sequence += 1
        let frame = VideoFrame(
            stream: stream, sequence: sequence, width: painter.width, height: painter.height, opaque: true
        ) { job?.painted.value ?? painter.paint(at: time) }
        self.frame = frame
        shownIndex = index
        updatesShowingFrame = 1
        AnimationTransaction.performWithoutAnimation { root.contents = .video(frame) }
    }

    /// A picture queued on `work` for camera frame `index`: a frame that needs it takes it —
    /// painting it then if it has not started, waiting for it if it is under way.
    struct PaintJob {
        let index: Int
        let painted: Ahead<[UInt8]>
    }
}
