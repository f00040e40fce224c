public import FlickGeometry
public import FlickLayers
public import FlickSDL

extension ProceduralViewfinder {
    /// A viewfinder's painter for one viewport — its backdrop, the lens frames and their
    /// stretched copies — made on the work queue (`paintAhead(viewport:)`) and taken by the
    /// viewfinder made later, which waits for it if the painting is under way (or paints it
    /// itself if it has not started).
    final class PaintedAhead: Sendable {
        /// The viewport it was started for, and the backdrop's layout there.
        let viewport: Size
        let layout: Backdrop
        private let made: Ahead<Pictures>
        typealias Pictures = (backdrop: Bitmap, lens: [Bitmap], painter: Painter)

        /// Queues their painting on `work`, ahead of everything else there: the first picture
        /// waits for it.
        init(viewport: Size, work: WorkQueue) {
            let size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
            let layout = ProceduralViewfinder.backdropLayout(viewport: size)
            self.viewport = size
            self.layout = layout
            made = work.schedule(.firstPicture) { () -> Pictures in
                let backdrop = ProceduralViewfinder.paint(
                    layout, pixelsPerPoint: ProceduralViewfinder.pictureScale(viewport: size))
                let lens = ProceduralViewfinder.lensSeeds.map(ProceduralViewfinder.lensTexture(seed:))
                return (backdrop, lens, Painter(viewport: size, backdrop: backdrop, lensFrames: lens))
            }
        }

        /// The pictures and the painter, once made (waits for the painting to end).
        var pictures: (backdrop: Bitmap, lens: [Bitmap], painter: Painter) { made.value }
    }

    /// Pictures being painted ahead, if `paintAhead(viewport:)` was called.
    @MainActor static var paintedAhead: PaintedAhead?

    /// Starts making, on the work queue, the painter a viewfinder of `viewport` points will
    /// use: its backdrop, the lens frames every viewfinder shows, stretched to its size. The
    /// shell calls it before it opens the window: SDL's start and the GL context take
    /// 60–130 ms on this machine (Mesa's llvmpipe loads LLVM), mostly on one core, and painting
    /// took 8–12 ms on the main thread after them (docs/CAMERA.md, "The viewfinder"). A
    /// viewfinder of another size makes its own as before.
    @MainActor public static func paintAhead(viewport: Size, work: WorkQueue = .background) {
        paintedAhead = PaintedAhead(viewport: viewport, work: work)
    }

    /// The lens frames' seeds, one per grain frame.
    nonisolated static let lensSeeds: [UInt64] = [1, 2, 3, 4]

    /// The lens frames, painted once per process: every viewfinder shows the same four.
    @MainActor static var sharedLensFrames: [Bitmap]?

    /// The lens frames: painted ahead, painted before, or painted now.
    @MainActor static func lensFrames() -> [Bitmap] {
        if let frames = sharedLensFrames { return frames }
        let frames = paintedAhead?.pictures.lens ?? lensSeeds.map(lensTexture(seed:))
        sharedLensFrames = frames
        return frames
    }

    /// The backdrop's layout for a viewfinder of `viewport` points (as `layout(viewport:)` sizes
    /// the world: the pan's reach on every side).
    nonisolated static func backdropLayout(viewport: Size) -> Backdrop {
        let w = max(viewport.width, 1), h = max(viewport.height, 1)
        let reach = w * panReach
        return Backdrop(world: Size(width: w + 2 * reach, height: h + 2 * reach), unit: max(w, h))
    }
}
