import CSDL2
public import FlickInput
public import FlickLayers

/// An offscreen surface with SDL's software renderer and an `SDLRenderer` on it: drawing
/// without a window or video driver, for tests, benchmarks and `flick` screenshots.
///
/// Pixels come out identical on every machine with the same SDL build, which is why golden
/// images are pinned to it.
@MainActor
public final class SoftwareCanvas {
    /// Output size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The renderer drawing into the surface.
    public let renderer: SDLRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdl: OpaquePointer

    /// Creates a `pixelWidth`×`pixelHeight` canvas (ARGB8888) drawn at `scale` pixels per point,
    /// its renderer made with `options` (by default SDL's software profile, pictures decoded
    /// when drawn: the canvas's preparation stays in step with the frames).
    public init(
        pixelWidth: Int, pixelHeight: Int, scale: Double, rotation: DisplayRotation = .upright,
        assets: AssetLocator? = nil, options: RendererOptions = RendererOptions()
    ) throws(SDLError) {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw SDLError(
                operation: "make a software canvas", message: "size \(pixelWidth)×\(pixelHeight) must be positive")
        }
        try SDLLibraries.initializeForRendering()
        guard
            let s = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw SDLError.last("make a \(pixelWidth)×\(pixelHeight) surface") }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError.last("make a software renderer")
        }
        self.surface = s
        self.sdl = r
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.renderer = SDLRenderer(
            renderer: r, scale: scale, rotation: rotation, assets: assets, options: options)
    }

    isolated deinit {
        renderer.releaseResources()
        SDL_DestroyRenderer(sdl)
        SDL_FreeSurface(surface)
    }

    /// The canvas's pixels as last rendered.
    public func snapshot() throws(SDLError) -> Bitmap {
        try Screenshot.capture(sdl)
    }
}
