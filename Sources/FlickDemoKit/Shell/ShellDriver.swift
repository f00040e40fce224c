public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickUI

/// Sits between the application and the scene: keeps the platform in step with the window
/// (resizes change the output size and the input mapping) and runs the HUD above the scene, so
/// scenes never need to know about either.
@MainActor
public final class ShellDriver: FrameDriver {
    /// The scene being shown.
    public let scene: any DemoScene
    /// The frame HUD (F1 or Start+Back).
    public let hud: HUDOverlay
    private let resizeViewport: (Size) -> Size

    /// Creates a driver for `scene`; `resizeViewport` turns a `.resized` event's size into the
    /// viewport actually used (a window re-reads its size; headless runs take the event's).
    public init(scene: any DemoScene, hud: HUDOverlay, resizeViewport: @escaping (Size) -> Size = { $0 }) {
        self.scene = scene
        self.hud = hud
        self.resizeViewport = resizeViewport
    }

    public func handle(_ event: InputEvent, in application: Application) {
        if case .resized(let size) = event.kind {
            let viewport = resizeViewport(size)
            application.resize(to: viewport)
            scene.layout(in: viewport)
            hud.layout(in: viewport)
        }
        if hud.handle(event) { return }
        scene.handle(event, in: application)
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        let moving = scene.advance(to: frame, in: application)
        hud.update(in: application)
        return moving
    }
}

extension ShellDriver {
    /// Builds `sceneType` in `application` with a HUD above it and makes the pair its driver.
    @discardableResult
    public static func install(
        _ sceneType: any DemoScene.Type, in application: Application, showsHUD: Bool = false,
        options: SceneOptions = SceneOptions(), resizeViewport: @escaping (Size) -> Size = { $0 }
    ) -> ShellDriver {
        let scene = sceneType.make(application: application, options: options)
        let hud = HUDOverlay(visible: showsHUD)
        hud.install(in: application)
        let driver = ShellDriver(scene: scene, hud: hud, resizeViewport: resizeViewport)
        application.driver = driver
        return driver
    }
}
