import CSDL2
import FlickGeometry
import FlickLayers
import Foundation

@testable import FlickSDL

/// SDL's OpenGL renderer in a window, for pixel tests of the path a GPU takes: textures sampled
/// with GL's linear filter, which SDL's software renderer (the canvas) cannot show.
///
/// These tests need an X display and a GL driver, so they run only when asked: with
/// `FLICK_GL_TESTS=1` in the environment and `DISPLAY` set. `scripts/test` runs them on their own
/// under Xvfb on Mesa's llvmpipe (`FLICK_GL_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" swift
/// test --skip-build --filter OpenGL`) and fails unless the log shows them passing; a plain
/// `swift test` skips them (docs/RENDERING.md, "How it is tested"). Asked for without a display,
/// they are skipped too, so the step's log check is what keeps CI from passing without them.
@MainActor
enum OpenGLTest {
    /// The environment variable that asks for the OpenGL tests.
    nonisolated static let variable = "FLICK_GL_TESTS"

    /// True when the OpenGL tests were asked for and there is an X display to run them on.
    nonisolated static var enabled: Bool {
        let env = ProcessInfo.processInfo.environment
        return env[variable] == "1" && !(env["DISPLAY"] ?? "").isEmpty
    }

    /// A `width`×`height` pixel window drawn by SDL's `opengl` renderer, made as the app's window
    /// makes it (llvmpipe's threads set first, no depth buffer: `SDLWindow`), with an
    /// `SDLRenderer` on it at one pixel a point; given to `body`, then destroyed.
    static func withRenderer<T>(
        width: Int = 128, height: Int = 128, _ body: (SDLRenderer) throws -> T
    ) throws -> T {
        SDLTestEnvironment.start()
        try SDLLibraries.initializeForRendering()
        SoftwareGLThreads.configure()
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
        let flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow("flick-opengl-tests", 0, 0, Int32(width), Int32(height), flags) else {
            throw SDLError.last("open a \(width)×\(height) OpenGL window", hint: "run under xvfb-run")
        }
        defer { SDL_DestroyWindow(window) }
        guard let sdl = SDL_CreateRenderer(window, try openGLDriver(), SDL_RENDERER_TARGETTEXTURE.rawValue) else {
            throw SDLError.last("create SDL's opengl renderer")
        }
        defer { SDL_DestroyRenderer(sdl) }
        let renderer = SDLRenderer(renderer: sdl, scale: 1, assets: PixelTest.assets)
        defer { renderer.releaseResources() }
        return try body(renderer)
    }

    /// Draws `items` over `clear` on `renderer` (its output's size in points) and reads the
    /// pixels back.
    static func render(_ items: [DisplayItem], clear: Color = .black, on renderer: SDLRenderer) throws -> Bitmap {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer.sdlRenderer, &w, &h)
        renderer.render(
            DisplayList(viewport: Size(width: Double(w), height: Double(h)), clearColor: clear, items: items))
        let bitmap = try Screenshot.capture(renderer.sdlRenderer)
        renderer.present()
        return bitmap
    }

    /// The index of SDL's `opengl` render driver.
    private static func openGLDriver() throws -> Int32 {
        for i in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(i, &info) == 0, let name = info.name, String(cString: name) == "opengl" {
                return i
            }
        }
        throw SDLError(operation: "find SDL's opengl render driver", message: "this SDL build has none")
    }
}
