/// What one `SDLRenderer.render` call did, for tests and the bench overlay.
public struct FrameStats: Hashable, Sendable {
    /// `SDL_RenderGeometry` calls made.
    public var drawCalls = 0
    /// Triangles sent to SDL.
    public var triangles = 0
    /// Drawing items skipped because they fell wholly outside their target.
    public var culledItems = 0
    /// Groups drawn through render targets.
    public var groups = 0

    /// Zero counts.
    public init() {}
}
