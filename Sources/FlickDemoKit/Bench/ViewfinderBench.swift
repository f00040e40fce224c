public import FlickGeometry

/// What `runViewfinderBench` measured: the cost of painting one viewfinder picture on one
/// thread (the work a viewfinder moves off the main thread by painting ahead).
public struct ViewfinderBenchResult: Sendable, CustomStringConvertible {
    /// The picture's size in pixels.
    public let width: Int
    public let height: Int
    /// Pictures measured (after warm-up).
    public let pictures: Int
    /// Median and 99th-percentile time to paint one, milliseconds.
    public let medianMilliseconds: Double
    public let p99Milliseconds: Double
    /// Time to make the painter (its backdrop and the lens frames stretched to its pictures,
    /// and the lens frames themselves if no painter was made before), milliseconds: what a
    /// viewfinder whose size was not painted ahead (a fullscreen window) waits for once.
    public let setupMilliseconds: Double

    /// One line for the `flick bench` report.
    public var description: String {
        "viewfinder: \(width)×\(height) px pictures, \(pictures) painted — "
            + "median \(Self.format(medianMilliseconds)) ms, p99 \(Self.format(p99Milliseconds)) ms; "
            + "painter made in \(Self.format(setupMilliseconds)) ms"
    }

    private static func format(_ v: Double) -> String { "\((v * 1000).rounded() / 1000)" }
}

/// Paints `pictures` consecutive camera frames of the procedural viewfinder for a `viewport`
/// of points (360 × 640 by default: a 720 × 1280 screen at 2×) and times each. `now` reads a
/// monotonic clock in seconds (the caller supplies it).
@MainActor
public func runViewfinderBench(
    viewport: Size = Size(width: 360, height: 640), pictures: Int = 120, now: () -> Double
) -> ViewfinderBenchResult {
    let start = now()
    let painter = ProceduralViewfinder.Painter(viewport: viewport)
    let setup = (now() - start) * 1000
    let count = max(pictures, 1)
    let warmUp = 10
    var times: [Double] = []
    times.reserveCapacity(count)
    for n in 0..<(warmUp + count) {
        let t0 = now()
        let pixels = painter.paint(at: 100 + Double(n) / ProceduralViewfinder.frameRate)
        let t1 = now()
        precondition(
            pixels.count == painter.width * painter.height * 4, "viewfinder bench: a picture of the wrong size")
        if n >= warmUp { times.append((t1 - t0) * 1000) }
    }
    let stats = TimingStats(samples: times)
    return ViewfinderBenchResult(
        width: painter.width, height: painter.height, pictures: count, medianMilliseconds: stats.median,
        p99Milliseconds: stats.p99, setupMilliseconds: setup)
}
