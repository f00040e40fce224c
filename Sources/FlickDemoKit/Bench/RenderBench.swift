public import FlickGeometry
import FlickLayers
public import FlickSDL

/// Summary statistics of a series of timings, in milliseconds.
public struct TimingStats: Hashable, Sendable, CustomStringConvertible {
    /// The number of samples.
    public let count: Int
    /// The middle sample (the mean of the two middle ones for an even count).
    public let median: Double
    /// The 99th percentile (nearest rank).
    public let p99: Double
    /// The smallest and largest samples.
    public let min: Double
    public let max: Double

    /// Summarises `samples` (milliseconds); an empty series gives zeros.
    public init(samples: [Double]) {
        let s = samples.sorted()
        count = s.count
        guard !s.isEmpty else {
            median = 0
            p99 = 0
            min = 0
            max = 0
            return
        }
        median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        let rank = Int((0.99 * Double(s.count)).rounded(.up))
        p99 = s[Swift.min(Swift.max(rank, 1), s.count) - 1]
        min = s[0]
        max = s[s.count - 1]
    }

    public var description: String {
        func f(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return "\(r)"
        }
        return "median \(f(median)) ms, p99 \(f(p99)) ms (n=\(count), min \(f(min)), max \(f(max)))"
    }
}

/// One row of `layerCountBench`: how long composing and rendering `layers` layers took.
public struct LayerCountResult: Hashable, Sendable {
    /// The number of layers in the tree (the root included).
    public let layers: Int
    /// Compositor time per frame.
    public let compose: TimingStats
    /// SDL software-renderer time per frame.
    public let render: TimingStats
}

/// Renders the `layers` gallery `frames` times on SDL's software renderer (after `warmUp`
/// untimed frames that fill the caches) and returns the render time per frame. The default
/// matches the performance goal: 360×640 points at scale 2 (720×1280 pixels), ≤ 8 ms median in
/// a release build. `now` reads a clock in seconds.
@MainActor
public func renderGalleryBench(
    frames: Int = 120, warmUp: Int = 5, viewport: Size = Size(width: 360, height: 640), scale: Double = 2,
    assets: AssetLocator? = nil, now: () -> Double = SDLTime.now
) throws -> TimingStats {
    let canvas = try SoftwareCanvas(
        pixelWidth: Int(viewport.width * scale), pixelHeight: Int(viewport.height * scale), scale: scale, assets: assets
    )
    let root = LayerGallery.make(viewport: viewport)
    let list = Compositor().compose(root, viewport: viewport, time: 0, clearColor: LayerGallery.backgroundColor)
    for _ in 0..<warmUp { canvas.renderer.render(list) }
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    for _ in 0..<max(frames, 1) {
        let t0 = now()
        canvas.renderer.render(list)
        samples.append((now() - t0) * 1000)
    }
    return TimingStats(samples: samples)
}

/// For each count in `layers`, builds a tree of that many small rounded layers covering the
/// viewport (every fourth turned 10°, every seventh half transparent) and times composing and
/// rendering it on SDL's software renderer, `frames` times each.
@MainActor
public func layerCountBench(
    layers: [Int] = [100, 1000, 10000], frames: Int = 30, viewport: Size = Size(width: 360, height: 640),
    scale: Double = 2, assets: AssetLocator? = nil, now: () -> Double = SDLTime.now
) throws -> [LayerCountResult] {
    let canvas = try SoftwareCanvas(
        pixelWidth: Int(viewport.width * scale), pixelHeight: Int(viewport.height * scale), scale: scale, assets: assets
    )
    let compositor = Compositor()
    var results: [LayerCountResult] = []
    for n in layers {
        let root = layerGrid(count: max(n - 1, 0), viewport: viewport)
        var compose: [Double] = []
        var render: [Double] = []
        for i in 0..<(max(frames, 1) + 2) {
            let t0 = now()
            let list = compositor.compose(root, viewport: viewport, time: 0, clearColor: .black)
            let t1 = now()
            canvas.renderer.render(list)
            let t2 = now()
            guard i >= 2 else { continue }
            compose.append((t1 - t0) * 1000)
            render.append((t2 - t1) * 1000)
        }
        results.append(
            LayerCountResult(
                layers: root.subtreeCount, compose: TimingStats(samples: compose), render: TimingStats(samples: render))
        )
    }
    return results
}

/// A root holding `count` small rounded squares laid out in a grid that fills `viewport`.
@MainActor
func layerGrid(count: Int, viewport: Size) -> Layer {
    let root = Layer(name: "grid")
    root.frame = Rect(origin: .zero, size: viewport)
    guard count > 0 else { return root }
    let columns = max(1, Int((Double(count) * viewport.width / viewport.height).squareRoot().rounded(.up)))
    let rows = (count + columns - 1) / columns
    let cw = viewport.width / Double(columns), ch = viewport.height / Double(rows)
    let palette = [Color(hex: 0xFF5A5F), Color(hex: 0xFFA94D), Color(hex: 0x51CF66), Color(hex: 0x4C8DFF)]
    for i in 0..<count {
        let l = Layer()
        l.frame = Rect(x: Double(i % columns) * cw + 1, y: Double(i / columns) * ch + 1, width: cw - 2, height: ch - 2)
        l.backgroundColor = palette[i % palette.count]
        l.cornerRadius = min(cw, ch) * 0.2
        if i % 4 == 0 { l.transform = Transform3D(rotationAngle: 10 * .pi / 180, x: 0, y: 0, z: 1) }
        if i % 7 == 0 { l.opacity = 0.5 }
        root.addSublayer(l)
    }
    return root
}
