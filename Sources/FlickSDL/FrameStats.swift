/// What one `SDLRenderer.render` call did, for tests, the bench and profiling.
///
/// The pixel counts are what the renderer asked for, not what the GPU did: triangle areas (the
/// software renderer's opaque rectangles included), copy destinations and clears, in pixels of
/// the target they went to. They are the fill cost that dominates a software rasteriser such as
/// llvmpipe (docs/RENDERING.md, "Measuring the cost").
public struct FrameStats: Hashable, Sendable {
    /// `SDL_RenderGeometry`, `SDL_RenderFillRect` and `SDL_RenderCopy` calls made.
    public var drawCalls = 0
    /// Triangles sent to SDL.
    public var triangles = 0
    /// Drawing items skipped because they fell wholly outside their target.
    public var culledItems = 0
    /// Drawing items skipped because an opaque shape drawn later covers them.
    public var occludedItems = 0
    /// Groups drawn through render targets.
    public var groups = 0
    /// Groups drawn straight into their parent because they would change nothing (opacity 1, a
    /// rectangular clip around everything they draw) or because their items carry their clip.
    public var flattenedGroups = 0
    /// Of `flattenedGroups`, those whose items carry the group's (rounded) clip themselves.
    public var carriedClips = 0
    /// Of `flattenedGroups`, those drawn through a scissor (a rectangular clip their items
    /// reach past).
    public var scissoredGroups = 0
    /// Backdrop blurs computed this frame.
    public var blurs = 0
    /// Pixels covered by triangles and filled rectangles.
    public var pixelsDrawn = 0
    /// Pixels written by copies between textures and clears.
    public var pixelsCopied = 0
    /// `SDL_SetRenderTarget` calls.
    public var targetSwitches = 0
    /// Textures created or re-filled from CPU memory (images, text runs, video frames, sprites).
    public var uploads = 0
    /// Invisible runs of a drawing path done ahead of need (`SDLRenderer.warmUpDirectBlur`):
    /// their draws are counted above, but not as blurs.
    public var warmUps = 0
    /// Pictures made for rasterised layers (`Layer.shouldRasterize`), each drawn at a fraction
    /// of the output's resolution and put on screen magnified.
    public var rasterizedGroups = 0
    /// Rasterised layers put on screen from the picture an earlier frame made, their items
    /// unchanged (not counted in `rasterizedGroups`).
    public var reusedPictures = 0
    /// Of `blurs`, those mixed into the picture under them (a rasterised layer's or an opaque
    /// image's: `SDLRenderer`'s `mixBlurIntoPicture`, or on the CPU `blurVideoOnCPU`): on the
    /// output they are drawn only where items lie between.
    public var mixedBlurs = 0
    /// Video frames blurred on the CPU this frame (`SDLRenderer`'s `blurVideoOnCPU`: once per
    /// frame of the stream; display frames showing the same one reuse its blur).
    public var videoBlursMade = 0
    /// Video frames whose CPU blur was made ahead, where their pixels were painted
    /// (`VideoFrame.Derivation`), and taken this frame: with the pixels, or later, once the
    /// blur that went on after them was done (`VideoFrame.deriving(key:)`).
    public var videoBlursAhead = 0
    /// Video frames whose CPU blur was made aside, on the renderer's worker, and taken this
    /// frame (`SDLRenderer`'s `settleVideoBlur`).
    public var videoBlursAside = 0
    /// Blurs over a video frame that showed a blur of an earlier frame of the stream, or were
    /// left out of the frame (faint, with none at hand), while the frame's own was made aside.
    public var videoBlursLate = 0
    /// Of `blurs`, those put on screen from the small picture an earlier frame made, what lies
    /// under them unchanged (`SDLRenderer`'s kept blur).
    public var reusedBlurs = 0

    /// Circles, circle borders and circle shadows drawn from the sprite atlas (a few textured
    /// triangles each) instead of as meshes.
    public var sprites = 0

    /// Textured draws a CPU rasteriser was given nearest filtering for, their texels lying one
    /// per pixel on whole pixels (`Mesh.isPixelExact`): the same pixels, less work.
    public var exactDraws = 0

    /// Zero counts.
    public init() {}

    /// Everything written, in pixels: drawn plus copied.
    public var pixelsWritten: Int { pixelsDrawn + pixelsCopied }
}
