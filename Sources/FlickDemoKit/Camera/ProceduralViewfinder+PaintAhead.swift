public import FlickGeometry
public import FlickLayers
public import FlickSDL

extension ProceduralViewfinder {
    /// The painter of the last viewport a viewfinder was made or painted ahead for — its
    /// backdrop and the lens frames stretched to its picture — as a job on the work queue:
    /// another viewfinder of that size (every test's home scene, a relayout) takes it, waiting
    /// for it if it is under way or painting it there if it has not started.
    @MainActor static var painterAhead: (viewport: Size, painter: Ahead<Painter>)?

    /// Starts making, on the work queue and ahead of everything else there (`firstPicture`), the
    /// painter a viewfinder of `viewport` points will use. The shell calls it before it opens
    /// the window: starting SDL and the GL context keeps the main thread busy on one core, so
    /// the painting overlaps it instead of delaying the first frame after it (docs/CAMERA.md,
    /// "The viewfinder"). Nothing new is queued for the size already there.
    @MainActor public static func paintAhead(viewport: Size, work: WorkQueue = .background) {
        let size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
        guard painterAhead?.viewport != size else { return }
        painterAhead = (
            size,
            work.schedule(.firstPicture) {
                let backdrop = paint(backdropLayout(viewport: size), pixelsPerPoint: pictureScale(viewport: size))
                return Painter(viewport: size, backdrop: backdrop, lensFrames: lensFrames)
            }
        )
    }

    /// The painter for `viewport`: the one made (or being made) ahead for it, or one made now.
    @MainActor static func painter(viewport: Size, work: WorkQueue = .background) -> Painter {
        paintAhead(viewport: viewport, work: work)
        return painterAhead!.painter.value
    }

    /// The lens frames' seeds, one per grain frame.
    nonisolated static let lensSeeds: [UInt64] = [1, 2, 3, 4]

    /// The lens frames, painted once per process (by the first painter made): every viewfinder
    /// shows the same four.
    nonisolated static let lensFrames: [Bitmap] = lensSeeds.map(lensTexture(seed:))

    /// The backdrop's layout for a viewfinder of `viewport` points (as `layout(viewport:)` sizes
    /// the world: the pan's reach on every side).
    nonisolated static func backdropLayout(viewport: Size) -> Backdrop {
        let w = max(viewport.width, 1), h = max(viewport.height, 1)
        let reach = w * panReach
        return Backdrop(world: Size(width: w + 2 * reach, height: h + 2 * reach), unit: max(w, h))
    }
}
