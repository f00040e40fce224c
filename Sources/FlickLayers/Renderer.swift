/// Executes display lists: the seam between composition (pure) and a platform backend.
///
/// FlickSDL implements it with SDL textures; FlickTesting's `RecordingRenderer` keeps the lists.
/// `render` draws a frame; `present` shows it (with vsync, `present` is where the frame waits).
@MainActor
public protocol Renderer: AnyObject {
    /// Draws `list` into the back buffer, replacing what was there.
    func render(_ list: DisplayList)
    /// Shows the back buffer.
    func present()
    /// Makes ready, without drawing, what drawing `list` would need (textures for its images
    /// and text), so that content shown later does not pay for it in the frame it appears in.
    /// Does at most `maxUploads` new pieces of work and says what is left (`PreparationProgress`).
    /// What is ready stays ready for as long as drawing it would have kept it.
    func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress
    /// The queue the renderer puts its own work ahead of need on (textures made after a
    /// present), or nil when it does all its work where it is found. An application over this
    /// renderer drains the same queue, so those jobs run.
    var work: WorkQueue? { get }
}

/// What `Renderer.prepare` left to do.
public enum PreparationProgress: Sendable, Equatable {
    /// Everything the list needs is ready.
    case ready
    /// More work is waiting: call again.
    case more
    /// What is left is under way elsewhere (image files decoding in the background): calling
    /// again now would find nothing to do; try again in a later frame.
    case waiting
}

extension Renderer {
    /// Nothing to prepare: renderers without caches draw from the list alone.
    public func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress { .ready }

    /// No work ahead of need of its own.
    public var work: WorkQueue? { nil }
}
