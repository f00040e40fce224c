public import FlickGeometry
import CSDL2

/// The platform window and its SDL renderer, sized in points and rendered in pixels.
///
/// Owns SDL's video subsystem for its lifetime: creating it initialises SDL (video, events,
/// game controllers), closing it shuts SDL down. One per process.
@MainActor
public final class SDLWindow {
    /// The options the window was made with.
    public let options: WindowOptions
    /// The SDL_Window*.
    public let window: OpaquePointer
    /// The SDL_Renderer* that draws into the window.
    public let renderer: OpaquePointer
    /// The SDL video driver in use (`x11`, `wayland`, `kmsdrm`, `dummy`…).
    public let videoDriver: String
    /// The SDL renderer's name (`opengl`, `opengles2`, `software`…).
    public let rendererName: String
    /// True when the renderer reports vsync.
    public let hasVsync: Bool
    /// The display's nominal refresh rate in Hz as SDL reports it (0 when unknown). Informative
    /// only: the frame clock measures the real interval.
    public let nominalRefreshRate: Int
    /// The renderer's output size in pixels (unrotated: the panel's own orientation).
    public private(set) var pixelSize = Size.zero
    /// Pixels per point.
    public private(set) var scale: Double = 1
    /// The app's viewport in points (rotated when the panel is mounted sideways).
    public private(set) var viewport = Size.zero
    private var closed = false

    /// Opens a window. Throws an `SDLError` that says what failed and what to try.
    public init(options: WindowOptions) throws {
        self.options = options
        if let driver = options.videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
        if options.renderer != .auto { SDL_SetHint(SDL_HINT_RENDER_DRIVER, options.renderer.rawValue) }
        SDLEventSource.configureHints(allowBackgroundGamepadEvents: true)
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if options.vsync { SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1") }
        // Before any GL context: llvmpipe reads it when it starts.
        SoftwareGLThreads.configure()

        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER) == 0 else {
            let err = DisplayUnavailable.videoDidNotStart(
                driver: options.videoDriver, sdlError: String(cString: SDL_GetError()))
            SDL_Quit()
            throw err
        }
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        // SDL falls back to its invisible offscreen driver when X, Wayland and KMS all fail (an X
        // server not answering yet at boot): a window there is one nobody sees.
        let requested = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) }
        if DisplayUnavailable.isInvisibleFallback(driver: videoDriver, requested: requested) {
            SDL_Quit()
            throw DisplayUnavailable(
                reason: "SDL found no display to show a window on and fell back to its invisible '\(videoDriver)' "
                    + "driver; check that the X server, Wayland compositor or DRM console is up")
        }

        // SDL asks GL for a 16-bit depth buffer by default; a 2-D renderer never tests depth. On
        // Mesa's llvmpipe a window without one lets an opaque draw that covers a whole 64 × 64
        // tile drop what the tile held (lp_setup_whole_tile) and allows its linear rasteriser
        // (measured under Xvfb: docs/RENDERING.md). Set before the window and its context exist.
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
        let userScale = options.scale ?? 1
        let rotated = options.rotation.swapsAxes
        let w = Int32((rotated ? options.size.height : options.size.width) * userScale)
        let h = Int32((rotated ? options.size.width : options.size.height) * userScale)
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        // SDL_WINDOWPOS_CENTERED is a function-like macro in C; its value is 0x2FFF0000.
        let centered = Int32(0x2FFF_0000)
        guard let win = SDL_CreateWindow(options.title, centered, centered, w, h, flags) else {
            let err = SDLError.last(
                "open a \(w)×\(h) window on SDL's '\(videoDriver)' video driver",
                hint: "check DISPLAY/WAYLAND_DISPLAY, or run with --headless")
            SDL_Quit()
            throw err
        }
        var rflags = SDL_RENDERER_TARGETTEXTURE.rawValue
        rflags |= options.renderer == .software ? SDL_RENDERER_SOFTWARE.rawValue : 0
        if options.vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let ren = SDL_CreateRenderer(win, -1, rflags) else {
            let err = SDLError.last(
                "create SDL's '\(options.renderer.rawValue)' renderer",
                hint: "try --renderer software")
            SDL_DestroyWindow(win)
            SDL_Quit()
            throw err
        }
        window = win
        renderer = ren
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(ren, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var mode = SDL_DisplayMode()
        nominalRefreshRate = SDL_GetWindowDisplayMode(win, &mode) == 0 ? Int(mode.refresh_rate) : 0
        SDL_SetRenderDrawBlendMode(ren, SDL_BLENDMODE_BLEND)
        if options.fullscreen { SDL_ShowCursor(SDL_DISABLE) }
        updateSize()
    }

    /// How many more presents a frame may need before it is on the glass
    /// (`Application.presentLag`): 1 on SDL's kmsdrm backend, 0 elsewhere. There, the swap after
    /// the window is made (or resized, or switched to fullscreen) first rebuilds the GBM/EGL
    /// surfaces and swaps the new, undrawn one (SDL 2.26, `KMSDRM_GLES_SwapWindow` and
    /// `KMSDRM_CreateSurfaces`): that frame never shows. Seen in the kiosk lab: of presents
    /// red, green, blue, the glass stayed black after red and showed green and blue at once
    /// (docs/KIOSK.md).
    public var presentLag: Int { videoDriver.lowercased() == "kmsdrm" ? 1 : 0 }

    /// Re-reads the output size after a resize; returns the new viewport in points.
    @discardableResult
    public func updateSize() -> Size {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        pixelSize = Size(width: Double(pw), height: Double(ph))
        // HiDPI: the display's own pixels-per-screen-coordinate, times the user's scale.
        let density = ww > 0 ? Double(pw) / Double(ww) : 1
        let userScale: Double
        if let s = options.scale {
            userScale = s
        } else if options.fullscreen {
            // Largest whole scale that keeps at least 320 points across the short side.
            let short = min(Double(ww), Double(wh))
            userScale = max(1, (short / 320).rounded(.down))
        } else {
            userScale = 1
        }
        scale = density * userScale
        let pointsW = pixelSize.width / scale, pointsH = pixelSize.height / scale
        viewport = options.rotation.swapsAxes
            ? Size(width: pointsH, height: pointsW) : Size(width: pointsW, height: pointsH)
        return viewport
    }

    /// Shows or hides the mouse cursor.
    public func setCursorVisible(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
    }

    /// Destroys the renderer and window and shuts SDL down. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }
}
