/// What one `SDLRenderer.render` call did, for tests, the bench and profiling.
///
/// The pixel counts are what the renderer asked for, not what the GPU did: triangle areas (the
/// software renderer's opaque rectangles included), copy destinations and clears, in pixels of
/// the target they went to. They are the fill cost that dominates a software rasteriser such as
/// llvmpipe (docs/RENDERING.md, "Measuring the cost").
public struct FrameStats: Hashable, Sendable {
    /// `SDL_RenderGeometry`, `SDL_RenderFillRect(s)` and `SDL_RenderCopy` calls made.
    public var drawCalls = 0
    /// Triangles sent to SDL.
    public var triangles = 0
    /// Drawing items skipped because an opaque shape drawn later covers them.
    public var occludedItems = 0
    /// Groups drawn through render targets.
    public var groups = 0
    /// Groups drawn straight into their parent because they would change nothing (opacity 1, a
    /// rectangular clip around everything they draw) or because their items carry their clip.
    public var flattenedGroups = 0
    /// Of `flattenedGroups`, those whose items carry the group's (rounded) clip themselves.
    public var carriedClips = 0
    /// Backdrop blurs computed this frame.
    public var blurs = 0
    /// Pixels covered by triangles and filled rectangles.
    public var pixelsDrawn = 0
    /// Pixels written by copies between textures and clears.
    public var pixelsCopied = 0
    /// `SDL_SetRenderTarget` calls.
    public var targetSwitches = 0
    /// Uploads from CPU memory into textures (a new picture, a text run, a video frame, sprites);
    /// making the texture is counted apart, in `texturesCreated`.
    public var uploads = 0
    /// Bytes sent from CPU memory into those textures: what a GPU's bus pays for.
    public var bytesUploaded = 0
    /// Uploads made ahead of need (`prepare`, in the spare time after the previous frame's
    /// present) since the previous frame, and the bytes sent into them. Not this frame's own
    /// drawing, but the same bus: a run's total traffic is the sum of both pairs.
    public var uploadsAhead = 0
    public var bytesUploadedAhead = 0
    /// Textures created (`SDL_CreateTexture`, `SDL_CreateTextureFromSurface`): pictures, the
    /// placeholder, video streams, text atlas pages, the sprite texture, render targets, the
    /// offscreen frame. A GPU allocates memory for each (a CPU rasteriser also clears it), apart
    /// from what is uploaded into it; a steady frame creates none.
    public var texturesCreated = 0
    /// Textures created ahead of need since the previous frame (`prepare`, the sprite texture in
    /// the spare time after a present), counted as `uploadsAhead` is.
    public var texturesCreatedAhead = 0
    /// Circles, circle borders and circle shadows drawn from the sprite atlas (a few textured
    /// triangles each) instead of as meshes.
    public var sprites = 0
    /// Pages of the text atlas held after the frame (textures of 1024 × 1024 texels, 4 MB,
    /// holding the text runs drawn recently or kept prepared; a run larger than a page has
    /// one of its own size).
    public var textPages = 0

    /// Zero counts.
    public init() {}

    /// Textures filled, bytes uploaded and textures created for this frame, its own and ahead
    /// of it.
    public var allUploads: Int { uploads + uploadsAhead }
    public var allBytesUploaded: Int { bytesUploaded + bytesUploadedAhead }
    public var allTexturesCreated: Int { texturesCreated + texturesCreatedAhead }

    /// Everything written, in pixels: drawn plus copied.
    public var pixelsWritten: Int { pixelsDrawn + pixelsCopied }
}
