import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickUI

/// The frame HUD (issue 8): a layer the shell puts above any scene's content, toggled with F1 or
/// Start+Back on a gamepad, showing the last 120 frame times as bars against the refresh
/// interval, the dropped-frame count, the scene's layer count, every live touch point, and where
/// the last frame's time went (the app's work, render, present).
///
/// It is fed from `Application.frameObserver` (`install(in:)` chains onto any observer already
/// there) and from the shell driver's event and advance calls; the scene never knows it exists.
/// Layer changes made after a frame show in the next one: the HUD never asks for frames itself, so
/// an idle app stays idle with the HUD open.
@MainActor
public final class HUDOverlay {
    /// The overlay's root layer, full-viewport, above the scene (high `zPosition`).
    public let root = Layer(name: "hud")
    /// The frame timings so far (recorded whether or not the HUD shows).
    public private(set) var history = FrameTimeHistory(capacity: HUDOverlay.graphedFrames)
    /// Live touch points by id, points.
    public private(set) var touches: [Int64: Point] = [:]
    /// The scene's layer count at the last update (the HUD's own layers excluded).
    public private(set) var layerCount = 0
    /// The last rendered frame's report (for its phase times), nil before the first.
    public private(set) var lastReport: FrameReport?
    /// True while the HUD shows.
    public var isVisible: Bool {
        get { !root.isHidden }
        set { root.isHidden = !newValue }
    }

    /// Frames graphed (issue 8: the last 120).
    public static let graphedFrames = 120
    /// The graph's height in points; it spans two refresh intervals, the line marks one.
    static let graphHeight = 56.0
    /// Bar width in points (120 bars fill 240 pt).
    static let barWidth = 2.0

    private var toggle = HUDToggle()
    private let panel = Layer(name: "hud-panel")
    private let label = Layer(name: "hud-label")
    private let phaseLabel = Layer(name: "hud-phases")
    private let intervalLine = Layer(name: "hud-interval")
    private var bars: [Layer] = []
    private let dots = Layer(name: "hud-touches")
    private var dotLayers: [Int64: Layer] = [:]
    private var needsUpdate = true

    /// Creates a HUD, hidden unless `visible`.
    public init(visible: Bool = false) {
        root.zPosition = 10_000
        root.isHidden = !visible
        panel.backgroundColor = Color(white: 0, alpha: 0.72)
        panel.cornerRadius = 10
        label.textStyle = TextStyle(size: 11, color: .white, wraps: false)
        phaseLabel.textStyle = TextStyle(size: 11, color: Color(white: 0.75), wraps: false)
        intervalLine.backgroundColor = Color(hex: 0x3DDC97)
        for i in 0..<Self.graphedFrames {
            let bar = Layer(name: "hud-bar")
            bar.isHidden = true
            bar.frame = Rect(x: 8 + Double(i) * Self.barWidth, y: 0, width: Self.barWidth - 0.5, height: 0)
            bars.append(bar)
            panel.addSublayer(bar)
        }
        panel.addSublayer(intervalLine)
        panel.addSublayer(label)
        panel.addSublayer(phaseLabel)
        root.addSublayer(panel)
        root.addSublayer(dots)
    }

    /// Puts the HUD above `application`'s content and listens to its frames.
    public func install(in application: Application) {
        application.rootLayer.addSublayer(root)
        layout(in: application.viewport)
        let previous = application.frameObserver
        application.frameObserver = { [weak self] report in
            previous?(report)
            self?.record(report)
        }
    }

    /// Sizes the overlay for a viewport.
    public func layout(in viewport: Size) {
        root.frame = Rect(origin: .zero, size: viewport)
        dots.frame = root.bounds
        let width = min(viewport.width - 16, 16 + Double(Self.graphedFrames) * Self.barWidth)
        panel.frame = Rect(x: 8, y: 8, width: max(width, 64), height: Self.graphHeight + 50)
        label.frame = Rect(x: 8, y: 6, width: panel.bounds.width - 16, height: 16)
        phaseLabel.frame = Rect(x: 8, y: 30 + Self.graphHeight, width: panel.bounds.width - 16, height: 16)
        intervalLine.frame = Rect(x: 4, y: 26 + Self.graphHeight / 2, width: panel.bounds.width - 8, height: 1)
        needsUpdate = true
    }

    /// Looks at one event: toggles on F1 or Start+Back, tracks touches. Returns true when the
    /// event belongs to the HUD (F1) and the scene should not see it.
    public func handle(_ event: InputEvent) -> Bool {
        if toggle.apply(event) {
            isVisible.toggle()
            needsUpdate = true
        }
        switch event.kind {
        case .touch(let touch):
            switch touch.phase {
            case .began, .moved: touches[touch.id] = touch.location
            case .ended, .cancelled: touches[touch.id] = nil
            }
            needsUpdate = true
        case .focusLost:
            touches.removeAll()
            needsUpdate = true
        default: break
        }
        return HUDToggle.isHUDKey(event)
    }

    /// Records a rendered frame's timing.
    public func record(_ report: FrameReport) {
        let work = report.frameWork + report.renderTime + report.presentTime
        history.record(timestamp: report.frame.timestamp, work: work, refreshInterval: report.frame.refreshInterval)
        lastReport = report
        needsUpdate = true
    }

    /// Says the loop slept waiting for input (the next gap is not a frame time).
    public func noteIdle() { history.noteIdle() }

    /// The summary line the HUD shows.
    public var summary: String {
        let last = history.samples.last.map { ms($0.gap) } ?? "–"
        return """
            frame \(last) ms / \(ms(history.refreshInterval)) · dropped \(history.droppedCount) · \
            layers \(layerCount) · touches \(touches.count)
            """
    }

    /// The second line: the last frame's time by phase, milliseconds — the app's own work (input
    /// through compose, `FrameReport.frameWork`), executing the display list, and presenting.
    public var phaseSummary: String {
        guard let r = lastReport else { return "work – · render – · present – ms" }
        return "work \(ms(r.frameWork)) · render \(ms(r.renderTime)) · present \(ms(r.presentTime)) ms"
    }

    /// Brings the layers up to date; the shell calls it while the frame animates, before compose.
    public func update(in application: Application) {
        guard isVisible, needsUpdate else { return }
        needsUpdate = false
        layerCount = Self.countLayers(application.rootLayer, excluding: root)
        label.text = summary
        phaseLabel.text = phaseSummary
        let samples = history.samples
        let scale = Self.graphHeight / (2 * history.refreshInterval)
        let bottom = 26 + Self.graphHeight
        for (i, bar) in bars.enumerated() {
            guard i < samples.count else {
                bar.isHidden = true
                continue
            }
            let sample = samples[i]
            let height = min(Self.graphHeight, max(1, sample.gap * scale))
            bar.isHidden = false
            bar.frame = Rect(
                x: 8 + Double(i) * Self.barWidth, y: bottom - height, width: Self.barWidth - 0.5, height: height)
            bar.backgroundColor = sample.isDropped ? Color(hex: 0xFF5A5F) : Color(white: 0.85)
        }
        syncDots()
    }

    private func syncDots() {
        for (id, layer) in dotLayers where touches[id] == nil {
            layer.removeFromSuperlayer()
            dotLayers[id] = nil
        }
        for (id, location) in touches {
            let dot =
                dotLayers[id]
                ?? {
                    let d = Layer(name: "hud-touch")
                    d.bounds = Rect(x: 0, y: 0, width: 14, height: 14)
                    d.cornerRadius = 7
                    d.borderWidth = 2
                    d.borderColor = .white
                    d.backgroundColor = Color(hex: 0xFF5A5F)
                    dots.addSublayer(d)
                    dotLayers[id] = d
                    return d
                }()
            dot.position = location
        }
    }

    /// Milliseconds with one decimal (two below 1 ms, where the app's work usually is).
    private func ms(_ seconds: Double) -> String {
        let millis = seconds * 1000
        let places = millis < 1 ? 100.0 : 10.0
        return "\((millis * places).rounded() / places)"
    }

    /// Layers in `layer`'s subtree, `excluded`'s subtree left out.
    static func countLayers(_ layer: Layer, excluding excluded: Layer) -> Int {
        guard layer !== excluded else { return 0 }
        return 1 + layer.sublayers.reduce(0) { $0 + countLayers($1, excluding: excluded) }
    }
}
