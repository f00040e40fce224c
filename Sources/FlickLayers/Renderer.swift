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
}
