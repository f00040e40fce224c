public import FlickGeometry
public import FlickLayers

/// Where procedural viewfinders get their painters (a size's backdrop and the lens frames
/// stretched to its pictures, the costliest painting it does) and paint their pictures ahead, as jobs on
/// `work`. Whoever makes viewfinders owns one: the shell starts the painter for the window's
/// viewport before it opens the window (`paintAhead`), so it is painted while SDL and the GL
/// context start (docs/CAMERA.md, "Made ahead"), and the viewfinders of that size take it.
@MainActor
public final class ViewfinderPainters {
    /// Where painters and pictures are painted ahead.
    public let work: WorkQueue
    /// The painter of the last viewport asked for, made or being made.
    private(set) var last: (viewport: Size, painter: Ahead<ProceduralViewfinder.Painter>)?

    /// Painters made on `work`.
    public init(work: WorkQueue) {
        self.work = work
    }

    /// Queues the painter for `viewport` points ahead of everything else on the queue
    /// (`firstPicture`); nothing new for the size already there.
    public func paintAhead(viewport: Size) {
        _ = painter(viewport: viewport)
    }

    /// The painter for `viewport`: the one made or being made for it, else one queued now.
    func painter(viewport: Size) -> Ahead<ProceduralViewfinder.Painter> {
        let size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
        if let last, last.viewport == size { return last.painter }
        let painter = work.schedule(.firstPicture) { ProceduralViewfinder.Painter(viewport: size) }
        last = (size, painter)
        return painter
    }
}
