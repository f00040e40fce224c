import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The home screen's background: the camera (a live V4L2 feed, else the procedural viewfinder),
/// behind every panel as the two-axis article's "camera layer". The scene advances it once per
/// frame while it can be seen.
@MainActor
final class HomeCameraController: ViewController {
    /// The camera view (the controller's view).
    let cameraView: CameraView
    /// True while the picture is mirrored (the "front camera", after the flip button).
    private(set) var isMirrored = false

    /// A controller showing `cameraView`.
    init(cameraView: CameraView) {
        self.cameraView = cameraView
        super.init()
        title = "home-camera"
    }

    override func loadView() { view = cameraView }

    /// Turns the picture over about its vertical axis (0.3 s): the stand-in for switching between
    /// the back and the front camera, which Linux cameras rarely have.
    func toggleMirror(ticker: AnimationTicker) {
        isMirrored.toggle()
        let target = isMirrored ? Transform3D(scaleX: -1, y: 1) : .identity
        View.animate(withDuration: 0.3, curve: .easeInOut, ticker: ticker) {
            cameraView.layer.sublayerTransform = target
        }
    }
}
