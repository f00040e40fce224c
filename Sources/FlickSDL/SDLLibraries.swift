import CSDL2

/// Start-up of the SDL satellite libraries the renderer needs (SDL_ttf, SDL_image).
///
/// A software renderer on a surface needs no video subsystem, so tests and benchmarks can draw
/// without a display; text and images still need these two initialised once per process.
@MainActor
public enum SDLLibraries {
    private static var ready = false

    /// Initialises SDL_ttf and SDL_image (PNG and JPEG) once; later calls do nothing.
    public static func initializeForRendering() throws(SDLError) {
        guard !ready else { return }
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
        let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        if IMG_Init(wanted) & Int32(IMG_INIT_PNG.rawValue) == 0 { throw SDLError.last("IMG_Init(PNG)") }
        ready = true
    }
}
