public import FlickGeometry
public import FlickInput

/// How the platform window is made: size, scale, rotation, fullscreen and which SDL drivers.
public struct WindowOptions: Sendable, Equatable {
    /// Which SDL 2D renderer to ask for.
    public enum RendererChoice: String, Sendable, CaseIterable {
        case auto, opengl, opengles2, software
    }

    /// The app's size in points when windowed (the panel's size wins in fullscreen).
    /// Default 360×640: a phone-like portrait screen.
    public var size = Size(width: 360, height: 640)
    /// Pixels per point on top of what the display reports (HiDPI); `nil` picks 1 when windowed
    /// and, in fullscreen, the largest whole number that keeps at least 320 points across.
    public var scale: Double?
    /// Desktop fullscreen (the cursor hides).
    public var fullscreen = false
    /// Rotation of rendering and input mapping.
    public var rotation: DisplayRotation = .upright
    /// The SDL renderer to use.
    public var renderer: RendererChoice = .auto
    /// The SDL video driver (`x11`, `wayland`, `kmsdrm`, `dummy`…); `nil` lets SDL choose.
    public var videoDriver: String?
    /// Present with vsync (the frame clock is then paced by the display).
    public var vsync = true
    /// Title of the window.
    public var title = "Flick"

    /// Creates default options.
    public init() {}
}
