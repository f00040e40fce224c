import FlickGeometry
import FlickSDL

extension CameraView {
    /// The camera background for `choice` over a `viewport`: the live feed of the camera it
    /// names when one opens and captures (`CameraConnector`), else the procedural viewfinder.
    /// `log` receives one line saying which, and later ones if the camera goes away. Every scene
    /// with a camera behind it (home, camera, habr, two-axis, overview) is made this way.
    static func connected(
        _ choice: CameraChoice, viewport: Size, log: @escaping (String) -> Void
    ) -> CameraView {
        let target = PixelSize(
            width: Int(viewport.width * CameraScene.pixelScale), height: Int(viewport.height * CameraScene.pixelScale))
        let outcome = CameraConnector.connect(choice, target: target) { path in
            V4L2Camera(path: path) { bytes in try ImageDecoding.decode(bytes) }
        }
        log(outcome.message)
        return CameraView(source: outcome.source, frame: Rect(origin: .zero, size: viewport), diagnostics: log)
    }
}
