public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickSDL
public import FlickUI
import Foundation
public import Logging

/// The platform pieces a run needs, made together: where pixels go, where input comes from,
/// where assets are. Windowed runs draw into an SDL window with its event source and gamepads;
/// headless runs draw into an offscreen software canvas and take input from a queue.
@MainActor
public final class Platform {
    /// The window, when there is one.
    public let window: SDLWindow?
    /// The canvas of a headless run.
    public let canvas: SoftwareCanvas?
    /// Executes display lists.
    public let renderer: SDLRenderer
    /// Input: SDL's queue in a window, a scripted queue headless.
    public let events: any EventSource
    /// The SDL event source (windowed runs only), for resize bookkeeping.
    public let sdlEvents: SDLEventSource?
    /// Connected gamepads (windowed runs only).
    public let gamepads: GamepadManager?
    /// Draws views into pictures for transitions; given to every application's window.
    let snapshots: SDLSnapshotProvider
    /// Where fonts, images and mappings are (nil when not found: placeholders are drawn).
    public let assets: AssetLocator?
    /// The viewport in points.
    public private(set) var viewport: Size
    /// The queue of work ahead of need, shared by the renderer and every application made here
    /// (`makeApplication`).
    public let work: WorkQueue

    /// A platform over an open window: locates assets, loads gamepad mappings before any pad
    /// opens (SDL prefers its own guess for a pad over a mapping added after it opened). Work
    /// ahead of need goes to `work`, which gets an `IdleWorker` if it has no worker.
    public init(window: SDLWindow, logger: Logger, work: WorkQueue) throws {
        try SDLLibraries.initializeForRendering()
        self.window = window
        canvas = nil
        let assets = Self.locateAssets(logger: logger)
        self.assets = assets
        let pads = GamepadManager(onDiagnostic: { logger.warning("\($0)") })
        if let assets { Self.loadMappings(into: pads, assets: assets, logger: logger) }
        gamepads = pads
        // Pictures decode on an idle-priority thread while the panels that show them wait offscreen.
        if !work.hasWorker { _ = IdleWorker(serving: work) }
        self.work = work
        renderer = SDLRenderer(
            renderer: window.renderer, scale: window.scale, rotation: window.options.rotation, assets: assets,
            options: RendererOptions(work: work))
        renderer.onDiagnostic = { logger.warning("\($0)") }
        snapshots = SDLSnapshotProvider(scale: window.scale, assets: assets)
        let source = SDLEventSource(
            pixelSize: window.pixelSize, scale: window.scale, rotation: window.options.rotation, gamepads: pads)
        sdlEvents = source
        events = source
        viewport = window.viewport
    }

    /// A headless platform: a software canvas of `viewport` points at `scale`, no window; input
    /// comes from `events` (an empty scripted queue by default). The canvas does its work where
    /// it is found (deterministic); `work`'s main-actor jobs (the applications' preparation
    /// rounds) run after each present.
    public init(
        headlessViewport viewport: Size, scale: Double, rotation: DisplayRotation, logger: Logger,
        events: (any EventSource)? = nil, work: WorkQueue = WorkQueue()
    ) throws {
        self.work = work
        let assets = Self.locateAssets(logger: logger)
        self.assets = assets
        let pw = Int((rotation.swapsAxes ? viewport.height : viewport.width) * scale)
        let ph = Int((rotation.swapsAxes ? viewport.width : viewport.height) * scale)
        let canvas = try SoftwareCanvas(
            pixelWidth: pw, pixelHeight: ph, scale: scale, rotation: rotation, assets: assets)
        canvas.renderer.onDiagnostic = { logger.warning("\($0)") }
        snapshots = SDLSnapshotProvider(scale: scale, assets: assets)
        self.canvas = canvas
        window = nil
        renderer = canvas.renderer
        self.events = events ?? ScriptedEventSource()
        sdlEvents = nil
        gamepads = nil
        self.viewport = viewport
    }

    /// An application drawing through this platform, its window able to snapshot views, its
    /// loop told how far the display lags its presents, its spare time after each present
    /// given to the platform's work queue.
    public func makeApplication(clock: any FrameClock, events: any EventSource) -> Application {
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: viewport, work: work)
        app.window.snapshotProvider = snapshots
        app.presentLag = window?.presentLag ?? 0
        return app
    }

    /// After a `.resized(size)` event: a window re-reads its size and updates the renderer's and
    /// input's mapping; a headless canvas keeps its pixels and takes `size` as the new viewport
    /// (content beyond the canvas is cut off). Returns the viewport to use.
    public func windowDidResize(to size: Size) -> Size {
        guard let window else {
            viewport = size
            return size
        }
        viewport = window.updateSize()
        sdlEvents?.updateWindowSize(from: window.window)
        return viewport
    }

    /// Draws the application's last frame again and writes it to `path` as a PNG, making the
    /// folder if needed.
    @discardableResult
    public func screenshot(of app: Application, to path: String, logger: Logger) throws -> Bitmap {
        guard let list = app.lastReport?.displayList else {
            throw SDLError(operation: "take a screenshot", message: "no frame has been rendered yet")
        }
        renderer.render(list)
        let bitmap = try canvas?.snapshot() ?? Screenshot.capture(window!.renderer)
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Screenshot.savePNG(bitmap, to: path)
        logger.notice("screenshot: \(path) (\(bitmap.width)×\(bitmap.height) px)")
        return bitmap
    }

    private static func locateAssets(logger: Logger) -> AssetLocator? {
        do {
            let assets = try AssetLocator.locate()
            logger.debug("assets: \(assets.root)")
            return assets
        } catch {
            logger.error("assets not found; text and images show placeholders. \(error)")
            return nil
        }
    }

    private static func loadMappings(into pads: GamepadManager, assets: AssetLocator, logger: Logger) {
        let path = assets.path(for: "gamepads/gamecontrollerdb.txt")
        do {
            let report = try pads.loadMappings(fromFile: path)
            logger.debug("gamepad mappings: \(report.added) added, \(report.updated) updated from \(path)")
            for line in report.rejected { logger.warning("gamepad mapping rejected: \(line)") }
        } catch {
            logger.warning("gamepad mappings not loaded (\(error)); pads SDL knows still work")
        }
    }
}
