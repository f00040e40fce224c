import FlickAnimation
public import FlickGeometry
import FlickLayers
import FlickSDL
public import FlickUI

/// The camera background: a live camera's newest frame, scaled to cover the view
/// (`resizeAspectFill`), or the `ProceduralViewfinder` when there is no camera, before the first
/// frame arrives, and after the camera goes away. The owner calls `advance(to:)` once per display
/// frame, which polls the camera without waiting. A camera that vanishes (ENODEV) or keeps
/// sending frames that cannot be converted is stopped, the viewfinder takes over, and
/// `diagnostics` gets one line saying why.
@MainActor
public final class CameraView: View {
    /// The live camera, nil once it failed or when there was none.
    public private(set) var source: V4L2Camera?
    /// The stand-in scene.
    public let viewfinder: ProceduralViewfinder
    /// Receives one line when the view falls back to the viewfinder.
    public var diagnostics: (String) -> Void
    private let feed = Layer(name: "camera.feed")
    private var badFrames = 0

    /// Consecutive frames that fail to convert before the camera is given up: about a second at
    /// 30 fps, long enough to ride out a glitch, short enough that a broken stream is not stared at.
    public static let badFrameLimit = 30

    /// A view showing `source` (already started, e.g. by `CameraConnector`) or, when nil, the
    /// viewfinder, painted by `viewfinders`; `diagnostics` receives the fallback line.
    public init(
        source: V4L2Camera?, frame: Rect = .zero, viewfinders: ViewfinderPainters,
        diagnostics: @escaping (String) -> Void
    ) {
        self.source = source
        self.diagnostics = diagnostics
        viewfinder = ProceduralViewfinder(viewport: frame.size, painters: viewfinders)
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

    /// The camera background for `choice` over `application`'s viewport: the live feed of the
    /// camera it names when one opens and captures (`CameraConnector`), else the procedural
    /// viewfinder, painted by `viewfinders` (nil: painters of its own on the application's work
    /// queue). `log` receives one line saying which, and later ones if the camera goes away.
    /// Every scene with a camera behind it is made this way.
    static func connected(
        _ choice: CameraChoice, in application: Application, viewfinders: ViewfinderPainters?,
        log: @escaping (String) -> Void
    ) -> CameraView {
        let viewport = application.viewport, scale = CameraScene.pixelScale
        let target = PixelSize(width: Int(viewport.width * scale), height: Int(viewport.height * scale))
        let outcome = CameraConnector.connect(choice, target: target) { path in
            V4L2Camera(path: path) { bytes in try ImageDecoding.decode(bytes) }
        }
        log(outcome.message)
        return CameraView(
            source: outcome.source, frame: Rect(origin: .zero, size: viewport),
            viewfinders: viewfinders ?? ViewfinderPainters(work: application.work), diagnostics: log)
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
    private func fallBack(_ reason: String) {
        source?.stop()
        source = nil
        AnimationTransaction.performWithoutAnimation {
            feed.isHidden = true
            feed.contents = nil
            viewfinder.root.isHidden = false
        }
        diagnostics("camera: \(reason); showing the procedural viewfinder")
    }

    private func poll(_ source: V4L2Camera) {
        do throws(CameraError) {
            guard let image = try source.nextFrame() else { return }
            badFrames = 0
            AnimationTransaction.performWithoutAnimation {
                feed.contents = image
                feed.isHidden = false
                viewfinder.root.isHidden = true
            }
        } catch {
            if error.kind == .vanished { return fallBack(error.message) }
            badFrames += 1
            if badFrames >= Self.badFrameLimit {
                fallBack("\(badFrames) frames in a row failed (last: \(error.message))")
            }
        }
    }
}
