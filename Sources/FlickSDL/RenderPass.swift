import FlickLayers

/// An effect the renderer draws with resources of its own (docs/RENDERING.md, "Passes"): group
/// opacity through render targets (`GroupPass`), clips by scissor (`ClipPass`), shadows
/// (`ShadowPass`) and backdrop blurs (`BlurPass`).
///
/// `SDLRenderer.render` calls every pass's `beginFrame` once the frame is planned and before
/// anything of it is drawn, the pass's own drawing methods at its items' places, and `endFrame`
/// after the frame's last draw, where the pass gives back what the frame used and frees what
/// has idled. A pass keeps nothing of one frame into the next but its caches.
@MainActor
protocol RenderPass: AnyObject {
    /// Readies the pass for the planned frame of `list` (`renderer.plan`), drawing what it
    /// must have before the frame's picture begins.
    func beginFrame(_ list: DisplayList, renderer: SDLRenderer)
    /// Gives back what frame `frame` used and frees what has idled past the renderer's limit.
    func endFrame(_ frame: Int, renderer: SDLRenderer)
    /// Destroys every texture the pass made; drawing again makes them anew.
    func releaseResources()
}

extension RenderPass {
    /// Nothing to ready by default.
    func beginFrame(_ list: DisplayList, renderer: SDLRenderer) {}
    /// Nothing to give back by default.
    func endFrame(_ frame: Int, renderer: SDLRenderer) {}
    /// No textures by default.
    func releaseResources() {}
}
