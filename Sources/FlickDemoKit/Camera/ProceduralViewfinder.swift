import FlickAnimation
public import FlickGeometry
public import FlickLayers

/// An animated scene that passes for a live camera feed when there is no camera: a dusk sky
/// with a low, glowing sun, hills on the horizon, out-of-focus city lights drifting (bokeh), a slow
/// hand-held pan, gentle exposure breathing, sensor grain and lens vignetting. Like a camera it
/// delivers 30 pictures a second, frames of one video stream its one layer shows, painted on the
/// CPU (`Painter`) one camera frame ahead on the work queue; a frame nothing draws is never
/// painted (docs/CAMERA.md). Everything is a function of the time given to `update(time:)`.
@MainActor
public final class ProceduralViewfinder {
    /// The layer to add to a tree: it shows the pictures, stretched to its bounds.
    public let root = Layer(name: "viewfinder")
    let painters: ViewfinderPainters
    private var viewport: Size
    /// The painter for `viewport`, made (or being made) on the work queue.
    private(set) var painter: Ahead<Painter>
    private let stream = VideoStream()
    private var sequence: UInt64 = 0
    /// The camera frame shown (its index at `frameRate`).
    private var shownIndex: Int?
    /// The picture on show, nil before the first `update`.
    public private(set) var frame: VideoFrame?
    /// The `update` calls that showed the picture on show.
    private var updatesShowingFrame = 0
    /// The next camera frame's picture, queued on the work queue: a frame that needs it takes
    /// it, painting it then if it has not started, waiting for it if it is under way.
    private var ahead: (index: Int, painted: Ahead<[UInt8]>)?
    /// The last picture painted (drawn, or painted ahead and shown) and its camera frame.
    private var lastPainted: (frame: VideoFrame, index: Int)?
    /// The time of the last `update` and the two intervals before it.
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
    /// The most pixels a picture has: a 360 × 640 viewport's at 1 pixel per point (everything
    /// in it is soft, and the renderer's linear filter magnifies it). A larger viewport (a 1080p
    /// kiosk at 1×: 9 times as many points) gets a picture of this many pixels, magnified
    /// further: the painting, its memory and the upload stay a phone's.
    nonisolated static let maxPicturePixels = 360.0 * 640
    /// Picture pixels per point for `viewport`: 1, or less so the picture holds at most
    /// `maxPicturePixels`.
    nonisolated static func pictureScale(viewport: Size) -> Double {
        let points = max(viewport.width, 1) * max(viewport.height, 1)
        return min(1, (maxPicturePixels / points).squareRoot())
    }
    /// A near light's bright rim, as a fraction of the disc's own alpha (out-of-focus highlights
    /// have a brighter edge; Flick's looks), and its width in points.
    nonisolated static let rimAlpha = 0.45
    nonisolated static let rimWidth = 1.5
    /// What shows before the first picture.
    static let background = Color(hex: 0x1A1D2E)

    /// Creates the scene sized to `viewport`, taking its painter from `painters` and painting
    /// ahead on their queue. Nothing is painted until `update(time:)` gives a time and the
    /// picture is drawn.
    public init(viewport: Size, painters: ViewfinderPainters) {
        self.painters = painters
        self.viewport = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
        painter = painters.painter(viewport: viewport)
        root.backgroundColor = Self.background
        root.contentsGravity = .resize
        layout(viewport: viewport)
    }

    /// Sizes the scene to `viewport` (points); a new size shows its first picture at the next
    /// `update`.
    public func layout(viewport: Size) {
        let size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
        AnimationTransaction.performWithoutAnimation { root.frame = Rect(origin: .zero, size: size) }
        // A size whose pictures and world are those already painted keeps its painter.
        let same = Painter.pictureSize(viewport: size) == Painter.pictureSize(viewport: self.viewport)
        guard !same || Self.worldSize(viewport: size) != Self.worldSize(viewport: self.viewport) else { return }
        self.viewport = size
        painter = painters.painter(viewport: size)
        shownIndex = nil
        ahead = nil
        lastPainted = nil
    }

    /// Shows the camera frame taken last at or before `time` seconds, painted ahead or else when
    /// first drawn. The next picture is painted ahead from the first update on, then in the
    /// second display frame that shows a picture (the one that uploads none) or, at display rates
    /// below the camera's, once the picture on show was drawn. Where a frame would paint in the
    /// display frame, the newest picture painted shows instead, as a camera shows its newest
    /// delivered frame, and the camera's is painted for the next (docs/CAMERA.md).
    public func update(time: Double) {
        // A millionth of a frame's slack: display ticks at 60 Hz land on camera frames, give or
        // take rounding.
        let index = Int(((time * Self.frameRate) + 1e-6).rounded(.down))
        if let f = frame, f.isPainted, let shown = shownIndex { lastPainted = (f, shown) }
        let rested = lastUpdate.map { time - $0 > Self.restGap } ?? false
        let first = lastUpdate == nil
        // Display frames faster than camera frames (60 Hz, say): either of the last two
        // intervals, so that one slow frame does not hide the rate.
        let short = 0.75 / Self.frameRate
        let faster = (updateInterval ?? .infinity) < short || (intervalBefore ?? .infinity) < short
        if let last = lastUpdate { (intervalBefore, updateInterval) = (updateInterval, time - last) }
        lastUpdate = time
        let startsNow: Bool
        if index != shownIndex {
            let drawn = frame?.isPainted ?? false
            let shownOnce = updatesShowingFrame < 2
            if drawn, let job = ahead, job.index < index {
                // A slow frame: the camera's clock passed the picture painted ahead, which shows
                // while this one is painted for the next display frame.
                show(job.index)
                startAhead(index)
                startsNow = false
            } else if rested ? !drawn : drawn && faster, ahead?.index != index, let last = lastPainted,
                last.index < index
            {
                // Nothing painted ahead for this frame: after a rest with the picture on show
                // never drawn (the camera under a panel), or a late frame at a display rate above
                // the camera's. The last picture painted shows once more.
                put(last.frame, index: last.index)
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
        if startsNow || first, ahead?.index != index + 1 { startAhead(index + 1) }
    }

    /// Queues camera frame `index`'s picture on the work queue, at animation priority.
    private func startAhead(_ index: Int) {
        let painter = self.painter, time = Double(index) / Self.frameRate
        ahead = (index, painters.work.schedule(.animation) { painter.value.paint(at: time) })
    }

    /// Puts camera frame `index` on show: its picture painted ahead, or painted when drawn.
    private func show(_ index: Int) {
        let painter = self.painter, time = Double(index) / Self.frameRate
        let job = ahead?.index == index ? ahead : nil
        ahead = nil
        sequence += 1
        let size = Painter.pictureSize(viewport: viewport)
        let frame = VideoFrame(
            stream: stream, sequence: sequence, width: size.width, height: size.height, opaque: true
        ) { job?.painted.value ?? painter.value.paint(at: time) }
        put(frame, index: index)
    }

    private func put(_ frame: VideoFrame, index: Int) {
        self.frame = frame
        shownIndex = index
        updatesShowingFrame = 1
        AnimationTransaction.performWithoutAnimation { root.contents = .video(frame) }
    }
}
