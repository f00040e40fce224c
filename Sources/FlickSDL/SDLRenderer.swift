import CSDL2
import FlickGeometry
public import FlickInput
public import FlickLayers
import FlickRaster

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
    public var sdlRenderer: OpaquePointer { textures.renderer }
    /// Makes and counts every texture the renderer holds (`FrameStats.texturesCreated`).
    let textures: TextureMaker
    /// Output pixels per logical point.
    public let scale: Double
    /// How the logical picture is turned on the output.
    public let rotation: DisplayRotation
    /// Where images and fonts are read from; nil when no assets folder was found.
    public let assets: AssetLocator?
    /// What the renderer draws for (`RendererOptions.Profile`), from its options or its SDL
    /// renderer.
    public let profile: RendererOptions.Profile
    /// The problems reported so far, and where they go (`onDiagnostic`, `diagnostics`).
    var log = DiagnosticLog()

    /// Counts from the last `render` call.
    public internal(set) var lastFrameStats = FrameStats()
    /// The frame being drawn: its number, counts, plan and targets (`FrameState`).
    var state = FrameState()
    let builder: MeshBuilder
    /// The mesh of the item being drawn, split into interior and fringe (`submitParts`).
    var parts = MeshBuilder.Parts()
    /// The draw calls being gathered (`submit`, `flush`).
    var batches = Batches()
    /// The effects: clips by scissor, groups through targets, shadows, backdrop blurs
    /// (`RenderPass`).
    let clips = ClipPass()
    let groups: GroupPass
    let shadows = ShadowPass()
    let blur: BlurPass
    /// Circles, rings and circle shadows pre-drawn for GPU renderers, and the texture holding
    /// them (`SDLRenderer+Sprites`).
    var sprites = Sprites()
    /// Pictures (and the missing-image placeholder) and text runs, with the sizes known of those
    /// not made yet.
    let images = TextureCache<ImageRef.Key>()
    let textRuns = TextRunCache()
    let fonts = FontCache()
    /// Decodes image files, on the work queue's worker when the options give one (`prepare`
    /// asks for them ahead); holds that queue.
    let imageFiles: ImageFileLoader

    /// The queue of work ahead of need (`RendererOptions.work`): files decode on its worker and
    /// the sprite texture is made in the main actor's spare time; nil does that work in place.
    public var work: WorkQueue? { imageFiles.work }

    /// True for SDL's software renderer, for which meshes are snapped to whole pixels
    /// (`MeshBuilder.snapsToPixels`) and rectangles kept blit-friendly.
    public var isSoftware: Bool { builder.snapsToPixels }
    /// Called once for each distinct problem (missing image, font, failed SDL call); the default
    /// prints to standard error. Problems are also kept in `diagnostics`.
    public var onDiagnostic: ((String) -> Void)? {
        get { log.handler }
        set { log.handler = newValue }
    }
    /// Every distinct problem reported so far (oldest first, at most 200).
    public var diagnostics: [String] { log.messages }
    /// The number of the frame being drawn (1 for the renderer's first).
    var frame: Int { state.number }
    /// This frame's counts so far.
    var stats: FrameStats {
        get { state.stats }
        _modify { yield &state.stats }
    }
    /// This frame's plan (`FramePlan`), made at the start of `render`.
    var plan: FramePlan {
        get { state.plan }
        _modify { yield &state.plan }
    }
    /// The targets drawn into, the current one last: the output (or the offscreen frame), a
    /// group's, a blur's backdrop.
    var targets: [Target] {
        get { state.targets }
        _modify { yield &state.targets }
    }

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
        var group: DisplayItem.Group? = nil
        /// Output pixels per target pixel along each axis (a blur's small backdrop).
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
        let textures = TextureMaker(renderer: renderer)
        self.textures = textures
        self.scale = scale
        self.rotation = rotation
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let software = info.name.map { String(cString: $0) } == "software"
        let profile = options.profile ?? (software ? .software : .gpu)
        self.profile = profile
        self.blur = BlurPass(textures: textures, drawsSmall: profile == .gpu)
        self.builder = MeshBuilder(snapsToPixels: software)
        self.groups = GroupPass(textures: textures)
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
            groups.pool.maxIdleFrames = newValue
            blur.pool.maxIdleFrames = newValue
        }
    }

    /// Destroys every texture this renderer made and closes its fonts. Drawing again recreates them.
    public func releaseResources() {
        images.removeAll()
        textRuns.removeAll()
        for pass in [groups, blur] as [any RenderPass] { pass.releaseResources() }
        fonts.removeAll()
        imageFiles.discardAll()
        releaseSprites()
    }

    /// Records a problem once and passes it to `onDiagnostic`.
    func report(_ message: String) {
        log.report(message)
    }

    /// Shows the back buffer (`SDL_RenderPresent`).
    public func present() {
        SDL_RenderPresent(sdlRenderer)
    }
}

/// The distinct problems a renderer has reported, and where each goes as it is first reported.
struct DiagnosticLog {
    /// Called once for each distinct problem; the default prints to standard error.
    var handler: ((String) -> Void)? = { message in
        FileHandleStandardError.emit("flick renderer: \(message)\n")
    }
    /// Every distinct problem so far (oldest first, at most 200).
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    /// Records `message` unless it was reported before, and passes it to `handler`.
    mutating func report(_ message: String) {
        guard seen.insert(message).inserted else { return }
        if messages.count < 200 { messages.append(message) }
        handler?(message)
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
