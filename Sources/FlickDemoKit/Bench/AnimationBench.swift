import FlickAnimation
import FlickGeometry
import FlickLayers

/// What `runAnimationBench` measured: the per-frame cost of advancing animations and evaluating
/// the presentation values of every animating layer.
public struct AnimationBenchResult: Sendable, CustomStringConvertible {
    /// Layers animating concurrently.
    public let layerCount: Int
    /// Frames measured (after warm-up).
    public let frameCount: Int
    /// Median per-frame animation cost, milliseconds (goal ≤ 0.5 ms for 1 000 layers, release).
    public let medianMilliseconds: Double
    /// 99th-percentile per-frame animation cost, milliseconds.
    public let p99Milliseconds: Double
    /// Median cost of composing the whole tree into a display list, milliseconds (for context;
    /// includes the animation cost).
    public let composeMedianMilliseconds: Double

    /// One line for the `flick bench` report.
    public var description: String {
        "animation: \(layerCount) layers, \(frameCount) frames — median \(Self.format(medianMilliseconds)) ms, "
            + "p99 \(Self.format(p99Milliseconds)) ms (compose median \(Self.format(composeMedianMilliseconds)) ms)"
    }

    private static func format(_ v: Double) -> String {
        let scaled = (v * 1000).rounded() / 1000
        return "\(scaled)"
    }
}

/// Measures the animation engine on `layerCount` concurrently animating layers for `frames`
/// frames at 60 Hz: a mix of curve (position), keyframe (opacity), decomposed 3-D rotation
/// (transform), spring (position) and colour animations, plus one property animator driving a
/// quarter of the layers. Each frame's cost is the ticker's tick plus evaluating every layer's
/// presentation at its local time.
///
/// `now` reads a monotonic clock in seconds; the caller (the `flick bench` command) supplies it,
/// since nothing below the platform reads clocks.
@MainActor
public func runAnimationBench(layerCount: Int = 1000, frames: Int = 600, now: () -> Double) -> AnimationBenchResult {
    let count = max(layerCount, 1)
    let frameCount = max(frames, 1)
    let ticker = AnimationTicker()
    let root = Layer(name: "bench root")
    root.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
    var layers: [Layer] = []
    layers.reserveCapacity(count)
    for i in 0..<count {
        let layer = Layer()
        layer.frame = Rect(x: Double(i % 40) * 32, y: Double(i / 40) * 32, width: 28, height: 28)
        layer.backgroundColor = Color(white: 0.5)
        root.addSublayer(layer)
        layers.append(layer)
        var animation: LayerAnimation
        switch i % 4 {
        case 0:
            animation = .basic(.position, by: Point(x: 40, y: 20), duration: 0.8, curve: .easeInOut)
        case 1:
            animation = .keyframes(
                .opacity, values: [1, 0.3, 0.8, 1], curves: [.easeIn, .linear, .easeOut], duration: 1.2)
        case 2:
            animation = .basic(
                .transform, from: .identity, to: Transform3D(rotationAngle: 1.2, x: 0.3, y: 1, z: 0), duration: 1,
                curve: .default)
        default:
            animation = .spring(.position, by: Point(x: 0, y: 30), spring: .momentum)
        }
        animation.timing.repeatCount = .infinity
        animation.timing.autoreverses = true
        layer.add(animation, forKey: "bench", ticker: ticker)
        if i % 8 == 0 {
            var tint = LayerAnimation.basic(.backgroundColor, to: Color(r255: 180, g255: 100, b255: 250), duration: 0.6)
            tint.timing.repeatCount = .infinity
            tint.timing.autoreverses = true
            layer.add(tint, forKey: "tint", ticker: ticker)
        }
    }
    let animator = PropertyAnimator(duration: 3600, curve: .easeInOut, ticker: ticker) {
        for (i, layer) in layers.enumerated() where i % 4 == 3 { layer.cornerRadius = 14 }
    }
    animator.startAnimation()

    let compositor = Compositor()
    let viewport = Size(width: 1280, height: 800)
    let interval = 1.0 / 60
    let warmUp = 30
    var animate: [Double] = []
    var compose: [Double] = []
    animate.reserveCapacity(frameCount)
    compose.reserveCapacity(frameCount)
    for n in 0..<(warmUp + frameCount) {
        let frame = FrameTime(
            timestamp: Double(n) * interval, targetTimestamp: Double(n + 1) * interval, refreshInterval: interval)
        let t0 = now()
        ticker.tick(frame)
        let rootTime = root.localTime(fromParentTime: frame.targetTimestamp)
        var checksum = 0.0
        for layer in layers {
            checksum += layer.presentationProperties(atLocalTime: layer.localTime(fromParentTime: rootTime)).opacity
        }
        let t1 = now()
        let list = compositor.compose(root, viewport: viewport, time: frame.targetTimestamp)
        let t2 = now()
        if n >= warmUp {
            animate.append((t1 - t0) * 1000)
            compose.append((t2 - t1) * 1000)
        }
        precondition(checksum.isFinite && list.items.count > 0, "animation bench produced an empty frame")
    }
    animate.sort()
    compose.sort()
    func percentile(_ v: [Double], _ q: Double) -> Double {
        v[min(v.count - 1, Int((Double(v.count - 1) * q).rounded()))]
    }
    return AnimationBenchResult(
        layerCount: count, frameCount: frameCount, medianMilliseconds: percentile(animate, 0.5),
        p99Milliseconds: percentile(animate, 0.99), composeMedianMilliseconds: percentile(compose, 0.5))
}
