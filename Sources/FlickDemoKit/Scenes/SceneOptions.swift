public import FlickUI

/// What the command line tells scenes: which camera to use, and where their log lines go.
/// Scenes that need none of it are made with `init(application:)`.
public struct SceneOptions: Sendable {
    /// `--camera`: auto, none, or a device path.
    public var camera: CameraChoice = .auto
    /// Where the procedural viewfinder's painters are made and its pictures painted ahead (the
    /// shell's, which made the painter for the window ahead); nil: painters of the scene's own,
    /// on its application's work queue (tests, previews).
    public var viewfinders: ViewfinderPainters?
    /// Receives one-line notices from scenes (which camera opened, or why none).
    public var log: @Sendable (String) -> Void = { _ in }
    /// Rumbles every connected gamepad that can: (low motor 0…1, high motor 0…1, seconds).
    /// The windowed shell wires it to the gamepad manager; elsewhere it does nothing.
    public var rumble: @MainActor @Sendable (Double, Double, Double) -> Void = { _, _, _ in }

    /// Replaces the running scene with the catalogue's scene of this name at the next frame (the
    /// shell wires it; elsewhere it does nothing). The menu opens scenes through it.
    public var openScene: @MainActor @Sendable (String) -> Void = { _ in }

    /// Creates the defaults: auto camera, log lines dropped.
    public init() {}
}

extension DemoScene {
    /// Makes the scene for `options`; scenes that take options override this.
    public static func make(application: Application, options: SceneOptions) -> Self {
        Self(application: application)
    }
}
