import FlickAnimation
public import FlickGeometry
import FlickLayers
public import FlickUI

/// The camera background: a live camera's newest frame, scaled to cover the view
/// (`resizeAspectFill`), or the `ProceduralViewfinder` when there is no camera, before the first
/// frame arrives, and after the camera goes away.
///
/// The owner calls `advance(to:)` once per display frame (from its `FrameDriver.advance`); the
/// camera is polled there and never waited for. A camera that vanishes (ENODEV) or keeps sending
/// frames that cannot be converted is stopped, the viewfinder takes over, and `diagnostics` gets
/// one line saying why.
@MainActor
public final class CameraView: View {
    /// The live camera, nil once it failed or when there was none.
    public private(set) var source: (any CameraSource)?
    /// The stand-in scene.
    public let viewfinder: ProceduralViewfinder
    /// Receives one line when the view falls back to the viewfinder.
    public var diagnostics: (String) -> Void
    /// The newest camera frame shown, if any.
    public private(set) var latestFrame: CameraFrame?
    /// Camera frames shown so far.
    public private(set) var framesShown = 0
    private let feed = Layer(name: "camera.feed")
    private var badFrames = 0

    /// Consecutive frames that fail to convert before the camera is given up: about a second at
    /// 30 fps, long enough to ride out a glitch, short enough that a broken stream is not stared at.
    public static let badFrameLimit = 30

    /// A view showing `source` (already started, e.g. by `CameraConnector`) or, when nil, the
    /// viewfinder; `diagnostics` receives the fallback line.
    public init(source: (any CameraSource)?, frame: Rect = .zero, diagnostics: @escaping (String) -> Void) {
        self.source = source
        self.diagnostics = diagnostics
        viewfinder = ProceduralViewfinder(viewport: frame.size)
        super.init(layer: Layer(name: "camera"))
        self.frame = frame
        name = "camera"
        clipsToBounds = true
        backgroundColor = .black
        feed.contentsGravity = .resizeAspectFill
        feed.isHidden = true
        layer.addSublayer(viewfinder.root)
        layer.addSublayer(feed)
    }

    /// True while camera frames (not the viewfinder) are on screen.
    public var isShowingCamera: Bool { !feed.isHidden }

    /// What is on screen, for captions: the camera's name and format, or "procedural viewfinder".
    public var sourceDescription: String {
        guard let source else { return "procedural viewfinder" }
        return "\(source.name) · \(source.format.map { "\($0)" } ?? "starting")"
    }

    public override func layoutSubviews() {
        AnimationTransaction.performWithoutAnimation {
            feed.frame = bounds
            viewfinder.layout(viewport: bounds.size)
        }
    }

    /// Polls the camera (non-blocking) and animates the viewfinder to `time` seconds. Returns
    /// true: a camera picture is always moving, so the loop keeps producing frames.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        if let source { poll(source) }
        if feed.isHidden { viewfinder.update(time: time) }
        invalidateDisplay()
        return true
    }

    /// Stops the camera and shows the viewfinder, reporting `reason` (one line).
    public func fallBackToViewfinder(reason: String) {
        source?.stop()
        source = nil
        AnimationTransaction.performWithoutAnimation {
            feed.isHidden = true
            feed.contents = nil
            viewfinder.root.isHidden = false
        }
        diagnostics(reason)
    }

    private func poll(_ source: any CameraSource) {
        do throws(CameraError) {
            guard let frame = try source.nextFrame() else { return }
            badFrames = 0
            latestFrame = frame
            framesShown += 1
            AnimationTransaction.performWithoutAnimation {
                feed.contents = frame.image
                feed.isHidden = false
                viewfinder.root.isHidden = true
            }
        } catch {
            if error.isVanished {
                fallBackToViewfinder(reason: "camera: \(error.message); showing the procedural viewfinder")
                return
            }
            badFrames += 1
            if badFrames >= Self.badFrameLimit {
                fallBackToViewfinder(
                    reason: "camera: \(badFrames) frames in a row failed (last: \(error.message)); "
                        + "showing the procedural viewfinder")
            }
        }
    }
}
