public import FlickLayers

/// A renderer that draws nothing: the monkey and soak runs compose every frame (the display
/// list is checked) but skip pixels, which would only slow them down.
@MainActor
public final class NullRenderer: Renderer {
    /// Display lists received.
    public private(set) var renderedCount = 0

    /// Creates a renderer.
    public init() {}

    public func render(_ list: DisplayList) { renderedCount += 1 }

    public func present() {}
}
