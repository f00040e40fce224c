import CSDL2
import FlickSDL
import Foundation

/// Process-wide SDL for tests: initialised once (the dummy video driver, or X11 when the OpenGL
/// tests run, `OpenGLTest`; background gamepad events, no touch↔mouse synthesis, the Assets
/// gamepad mappings loaded as the app does at start) and never quit, so suites that share the
/// process never init or quit SDL under each other. SDL is not thread-safe: call it only from the
/// main actor.
@MainActor
enum SDLTestEnvironment {
    private static var started = false
    private static var sharedWindow: OpaquePointer?

    /// The repository's Assets folder, found from this file's location.
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    /// The Assets gamepad mapping file.
    static var gamepadMappingsPath: String { assets.appendingPathComponent("gamepads/gamecontrollerdb.txt").path }

    /// What loading the Assets gamepad mappings at start gave (before any pad was attached: SDL
    /// prefers a mapping it generated for a pad over one added later for the same GUID).
    private(set) static var assetMappings: Result<GamepadManager.MappingReport, GamepadMappingError>?

    /// Initialises SDL's video, events and game controller subsystems if nobody has yet.
    static func start() {
        guard !started else { return }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, OpenGLTest.enabled ? "x11" : "dummy")
        SDLEventSource.configureHints(allowBackgroundGamepadEvents: true)
        let flags = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS) | UInt32(SDL_INIT_GAMECONTROLLER)
        let result = SDL_Init(flags)
        precondition(
            result == 0,
            "SDL_Init failed in tests: \(String(cString: SDL_GetError())). "
                + "Install libsdl2 (2.26+) with the dummy video driver."
        )
        started = true
        assetMappings = Result { () throws(GamepadMappingError) in
            try GamepadManager { _ in }.loadMappings(fromFile: gamepadMappingsPath)
        }
    }

    /// A hidden 640×480 window on the dummy driver, created once (some window events need one).
    static func window() -> OpaquePointer {
        start()
        if let window = sharedWindow { return window }
        guard let window = SDL_CreateWindow("flick-tests", 0, 0, 640, 480, UInt32(SDL_WINDOW_HIDDEN.rawValue)) else {
            preconditionFailure("SDL_CreateWindow failed on the dummy driver: \(String(cString: SDL_GetError()))")
        }
        sharedWindow = window
        return window
    }

    /// Starts SDL and empties its event queue, so a test sees only what it pushes.
    static func freshQueue() {
        start()
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    /// Pushes an event onto SDL's queue; returns false (and the test should fail) if SDL refused it.
    @discardableResult
    static func push(_ event: SDL_Event) -> Bool {
        var copy = event
        return SDL_PushEvent(&copy) == 1
    }
}
