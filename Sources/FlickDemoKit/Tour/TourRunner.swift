import FlickApp
import Foundation
import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickSDL
import FlickUI
import Logging

/// Plays a `Tour`: each stop's scene in a fresh application on a virtual 60 Hz clock, its shots'
/// scripted input fed through a `ScriptedEventSource`, a PNG per shot, and a contact sheet of them
/// all (`tour.png`). In a window the same script plays at the display's rate.
@MainActor
final class TourRunner {
    private let platform: Platform
    private let logger: Logger
    private let folder: String?
    private let options: SceneOptions
    private let goldens: TourGoldens?

    /// `folder` receives the PNGs (nil: take none, e.g. a live tour in a window); `goldens`, when
    /// given, checks each of them.
    init(
        platform: Platform, folder: String?, options: SceneOptions = SceneOptions(), goldens: TourGoldens? = nil,
        logger: Logger
    ) {
        self.platform = platform
        self.folder = folder
        self.options = options
        self.goldens = goldens
        self.logger = logger
    }

    /// Plays `tour`; returns the screenshots taken with their captions.
    @discardableResult
    func play(_ tour: Tour) throws -> [ContactSheet.Entry] {
        var entries: [ContactSheet.Entry] = []
        for stop in tour.stops {
            guard let type = SceneCatalog.scene(named: stop.scene) else {
                logger.debug("tour: no scene '\(stop.scene)' yet; skipped")
                continue
            }
            let clock = VirtualFrameClock(rate: 60)
            let scripted = ScriptedEventSource(now: { clock.now })
            let events: any EventSource =
                platform.sdlEvents.map { ReplayInput(recorded: scripted, live: $0) } ?? scripted
            let app = platform.makeApplication(clock: clock, events: events)
            SceneSwitcher.install(type, in: app, options: options) { [platform] in platform.windowDidResize(to: $0) }
            app.step()
            var held: [InputEvent.Touch] = []
            for shot in stop.shots {
                let start = clock.now + 1.0 / 120
                // Fingers the previous shot left down lift first.
                scripted.enqueue(held.map { InputEvent(timestamp: start - 1.0 / 240, kind: .touch($0)) })
                held = shot.script.heldTouches
                scripted.enqueue(
                    shot.script.events.map { InputEvent(timestamp: $0.timestamp + start, kind: $0.kind) })
                let end = start + shot.script.cursor + shot.settle
                repeat {
                    if !scripted.pending.isEmpty { app.setNeedsDisplay() }
                    app.step()
                } while clock.now < end && !app.isQuitting
                if app.isQuitting { return entries }
                app.setNeedsDisplay()
                app.step()
                guard let folder else { continue }
                let path = "\(folder)/\(shot.name).png"
                let bitmap = try platform.screenshot(of: app, to: path, logger: logger)
                try goldens?.check(shot.name, actual: bitmap, actualPath: path)
                entries.append(ContactSheet.Entry(image: bitmap, caption: shot.caption))
            }
        }
        return entries
    }

    /// Renders the contact sheet of `entries` to `folder/tour.png` on an offscreen canvas.
    /// Pixels per point of the contact sheet: thumbnails are 180 px wide, a quarter of a 720 px
    /// screenshot, so they are shrunk by an exact 4×4 box filter and copied 1:1. (Drawing the
    /// full-size screenshots scaled down through SDL 2.26's software renderer corrupted memory
    /// under the test runner.)
    static let sheetScale = 1.0

    func writeContactSheet(_ entries: [ContactSheet.Entry], title: String) throws {
        guard let folder, !entries.isEmpty else { return }
        let width = Int(ContactSheet.thumbWidth * Self.sheetScale)
        let thumbs = entries.map {
            ContactSheet.Entry(image: ContactSheet.shrink($0.image, toWidth: width), caption: $0.caption)
        }
        let sheet = ContactSheet.make(thumbs, title: title)
        let size = sheet.bounds.size
        let canvas = try SoftwareCanvas(
            pixelWidth: Int(size.width * Self.sheetScale), pixelHeight: Int(size.height * Self.sheetScale),
            scale: Self.sheetScale, assets: platform.assets)
        let list = Compositor().compose(sheet, viewport: size, time: 0, clearColor: Color(hex: 0x0E0F15))
        canvas.renderer.render(list)
        let path = "\(folder)/tour.png"
        try Screenshot.savePNG(canvas.snapshot(), to: path)
        logger.notice("tour: contact sheet \(path) (\(entries.count) screenshots)")
    }
}
