import CSDL2
import FlickGeometry
public import FlickInput
public import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SDL backend of `Renderer`: executes a `DisplayList` with `SDL_RenderGeometry`.
///
/// Every shape is tessellated by `MeshBuilder` into triangles in output pixels (rounded
/// rectangles with a one-pixel anti-aliased fringe, borders, shadows, textured shapes cut finely
/// under perspective). Groups (opacity, rounded masks) and backdrop blurs draw through
/// render-target textures. Images, text runs and targets are cached and freed once unused.
///
/// The display list is in logical points; `scale` (pixels per point) and `rotation` map it onto
/// the output, so a panel mounted sideways shows the app upright. Main actor only.
///
/// Lifecycle: the renderer does not own the `SDL_Renderer`. Its textures die with that renderer;
/// call `releaseResources()` first if the SDL renderer outlives this object.
@MainActor
public final class SDLRenderer: Renderer {
    /// The SDL renderer drawn with.
    public let sdlRenderer: OpaquePointer
    /// Output pixels per logical point.
    public let scale: Double
    /// How the logical picture is turned on the output.
    public let rotation: DisplayRotation
    /// Where images and fonts are read from; nil when no assets folder was found.
    public let assets: AssetLocator?
    /// True for SDL's software renderer (pixel-snapped meshes, blit-friendly rectangles).
    public let isSoftware: Bool
    /// What the renderer draws for (`RendererOptions.Profile`), from its options or its SDL
    /// renderer.
    public let profile: RendererOptions.Profile
    /// Called once for each distinct problem (missing image, font, failed SDL call); the default
    /// prints to standard error. Problems are also kept in `diagnostics`.
    public var onDiagnostic: ((String) -> Void)? = { message in
        FileHandleStandardError.emit("flick renderer: \(message)\n")
    }
    /// Every distinct problem reported so far (oldest first, at most 200).
    public private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []

    /// Counts from the last `render` call.
    public internal(set) var lastFrameStats = FrameStats()
    var stats = FrameStats()
    let builder: MeshBuilder
    var parts = MeshBuilder.Parts()
    var batch = Mesh()
    var batchKey: BatchKey?
    var frame = 0
    var targets: [Target] = []
    var basePixels = Homography.identity
    var targetMatrix = Homography.identity
    /// This frame's plan (`FramePlan`), made at the start of `render`.
    var plan = FramePlan()
    /// The scissors in force, innermost last (output pixels; `pushScissor`).
    var scissors: [PixelRect] = []
    /// SDL's clip rectangle now, in the current target's pixels (nil: none).
    var activeClip: PixelRect?
    /// Backdrop blurs, their targets and this frame's pictures (`BlurPass`).
    let blur: BlurPass
    /// Circles, rings and circle shadows pre-drawn for GPU renderers (`SDLRenderer+Sprites`), and
    /// the texture holding them.
    var sprites = SpriteAtlas()
    var spriteTexture: OpaquePointer?
    /// The texels of the sprite being made (kept: making sprites allocates nothing).
    var spritePixels: [UInt32] = []
    /// Set when the sprite texture could not be made: everything stays a mesh.
    var spritesFailed = false
    let images = TextureCache<ImageRef.Key>()
    let textRuns = TextRunCache()
    /// Pixel sizes of text runs not made yet (`textRunSize`).
    var textSizes: [TextRunKey: (width: Int, height: Int)] = [:]
    let fonts = FontCache()
    /// Decodes image files, in the background when the options ask for it (`prepare` asks for
    /// them ahead). Replaced only by tests.
    var imageFiles: ImageFileLoader
    /// Pixel sizes read from image files' headers, for pictures not decoded yet
    /// (`imageExtent`); nil for a file whose header says nothing usable.
    var imageHeaderSizes: [String: (width: Int, height: Int)?] = [:]
    let pool: RenderTargetPool
    var frameTexture: (texture: OpaquePointer, width: Int, height: Int)?
    var placeholderTexture: OpaquePointer?

    /// A draw call's state: consecutive meshes with the same key go to SDL in one call.
    struct BatchKey: Equatable {
        var texture: OpaquePointer?
        var blend: SDL_BlendMode
        /// Whether SDL's software renderer may turn axis-aligned quads into blits (only right
        /// when the texture mapping is an unrotated scale).
        var allowsRects: Bool
    }

    /// A render target on the stack: the frame, or a group's texture.
    struct Target {
        /// nil for the default target.
        var texture: OpaquePointer?
        /// Where the target's pixel (0, 0) sits in output pixels.
        var origin: (x: Int, y: Int)
        var width: Int
        var height: Int
        /// For groups: how to composite the target into its parent.
        var group: DisplayItem.Group?
        /// Output pixels per target pixel along each axis (the direct blur's small backdrop).
        var step = 1
    }

    /// Creates a renderer drawing with `renderer` at `scale` pixels per point, turned by
    /// `rotation`, as `options` say (`RendererOptions`). Assets are found with
    /// `AssetLocator.locate()` unless given.
    public init(
        renderer: OpaquePointer, scale: Double, rotation: DisplayRotation = .upright, assets: AssetLocator? = nil,
        options: RendererOptions = RendererOptions()
    ) {
        precondition(scale > 0 && scale.isFinite, "SDLRenderer needs a positive pixels-per-point scale, got \(scale)")
        precondition(
            MemoryLayout<MeshVertex>.stride == MemoryLayout<SDL_Vertex>.stride
                && MemoryLayout<MeshVertex>.offset(of: \MeshVertex.u)
                    == MemoryLayout<SDL_Vertex>.offset(of: \SDL_Vertex.tex_coord),
            "MeshVertex must match SDL_Vertex's layout; check the field order in Mesh.swift")
        self.sdlRenderer = renderer
        self.scale = scale
        self.rotation = rotation
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let software = info.name.map { String(cString: $0) } == "software"
        self.isSoftware = software
        let profile = options.profile ?? (software ? .software : .gpu)
        self.profile = profile
        self.blur = BlurPass(renderer: renderer, drawsSmall: profile == .gpu)
        self.builder = MeshBuilder(snapsToPixels: isSoftware)
        self.pool = RenderTargetPool(renderer: renderer)
        self.imageFiles = ImageFileLoader(work: options.work)
        if let assets {
            self.assets = assets
        } else {
            do {
                self.assets = try AssetLocator.locate()
            } catch {
                self.assets = nil
                report("\(error)")
            }
        }
    }

    /// How many frames an unused image, text run or render target survives.
    public var maxIdleFrames: Int {
        get { images.maxIdleFrames }
        set {
            images.maxIdleFrames = newValue
            textRuns.maxIdleFrames = newValue
            pool.maxIdleFrames = newValue
            blur.pool.maxIdleFrames = newValue
        }
    }

    /// True when the renderer draws the GPU's way (`RendererOptions.Profile.gpu`): circles from
    /// sprites, a blur's backdrop drawn small.
    var drawsForGPU: Bool { profile == .gpu }

    /// Numbers of cached textures, for tests and the bench overlay.
    public var cacheCounts: (images: Int, textRuns: Int, targets: Int) {
        (images.count, textRuns.count, pool.count + blur.pool.count)
    }

    /// Destroys every texture this renderer made and closes its fonts. Drawing again recreates them.
    public func releaseResources() {
        images.removeAll()
        textRuns.removeAll()
        textSizes.removeAll()
        imageHeaderSizes.removeAll()
        pool.removeAll()
        blur.releaseResources()
        fonts.removeAll()
        imageFiles.discardAll()
        if let f = frameTexture { SDL_DestroyTexture(f.texture) }
        frameTexture = nil
        if let p = placeholderTexture { SDL_DestroyTexture(p) }
        placeholderTexture = nil
        releaseSprites()
    }

    /// Records a problem once and passes it to `onDiagnostic`.
    func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        if diagnostics.count < 200 { diagnostics.append(message) }
        onDiagnostic?(message)
    }

    /// Shows the back buffer (`SDL_RenderPresent`).
    public func present() {
        SDL_RenderPresent(sdlRenderer)
    }
}

/// Writes diagnostics to standard error without Foundation's FileHandle.
enum FileHandleStandardError {
    /// Writes `s` to stderr.
    static func emit(_ s: String) {
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
