import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTesting

/// A headless frame loop for animation tests: a manual clock, a ticker and a compositor over a
/// root layer, stepped frame by frame like the application does (tick, then compose at the
/// frame's target time).
@MainActor
final class AnimationStage {
    let clock: ManualFrameClock
    let ticker = AnimationTicker()
    let root = Layer(name: "root")
    let compositor = Compositor()
    private(set) var lastFrame: FrameTime?
    private(set) var lists: [DisplayList] = []

    init(rate: Double = 60, start: Double = 0) {
        clock = ManualFrameClock(start: start, rate: rate)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 800)
    }

    /// A 100×100 layer of `color` centred at `position`, added to `parent` (the root by default).
    func box(_ name: String, _ color: Color, at position: Point, in parent: Layer? = nil) -> Layer {
        let l = Layer(name: name)
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        l.position = position
        l.backgroundColor = color
        (parent ?? root).addSublayer(l)
        return l
    }

    /// One frame: tick the animations, then compose at the target time.
    @discardableResult
    func step() -> DisplayList {
        let frame = clock.nextFrame()
        lastFrame = frame
        ticker.tick(frame)
        let list = compositor.compose(root, viewport: Size(width: 400, height: 800), time: frame.targetTimestamp)
        lists.append(list)
        return list
    }

    /// The target time of the last frame.
    var time: Double { lastFrame?.targetTimestamp ?? clock.now }

    /// The fill drawn in `color` in `list`, if any.
    static func fill(_ color: Color, in list: DisplayList) -> DisplayItem.Fill? {
        for item in list.items {
            if case .fill(let f) = item, f.color == color { return f }
        }
        return nil
    }

    /// Where the centre of the 100×100 box drawn in `color` lands on screen.
    static func centre(of color: Color, in list: DisplayList) -> Point? {
        guard let f = fill(color, in: list) else { return nil }
        return f.transform.project(Point(x: 50, y: 50))
    }
}

/// True when |a − b| ≤ tolerance.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
