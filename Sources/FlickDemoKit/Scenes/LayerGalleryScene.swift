public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene layers`: the gallery of every layer feature (see `LayerGallery`).
@MainActor
public final class LayerGalleryScene: DemoScene {
    public static let name = "layers"
    public static let caption = "layer gallery: fills, corners, borders, groups, masks, images, text, shadow, blur, 3-D"

    private let root: Layer
    private var gallery: Layer

    public init(application: Application) {
        root = application.rootLayer
        application.clearColor = LayerGallery.backgroundColor
        gallery = LayerGallery.make(viewport: application.viewport)
        root.addSublayer(gallery)
    }

    public func layout(in viewport: Size) {
        gallery.removeFromSuperlayer()
        gallery = LayerGallery.make(viewport: viewport)
        root.addSublayer(gallery)
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}
