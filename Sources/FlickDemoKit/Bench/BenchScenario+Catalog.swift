import FlickGeometry
import FlickInput
import FlickLayers
import Foundation

extension BenchScenario {
    /// `input-drag`: three fingers circling on the input inspector, 120 Hz touch events (two per
    /// 60 Hz frame, like the panels in FEEL.md §6), lifting and touching down again every two
    /// seconds. Latency: a frame shows a touch when a marker ring is centred on its position.
    public static let inputDrag = BenchScenario(
        name: "input-drag", summary: "three fingers circling on the input inspector (120 Hz touches)", scene: "input",
        script: { frames, rate, viewport in threeFingerCircles(duration: Double(frames) / rate, viewport: viewport) },
        latencyProbe: { event in
            guard case .touch(let touch) = event.kind, touch.phase == .began || touch.phase == .moved else {
                return nil
            }
            let target = touch.location
            return { list in
                ringCentres(in: list).contains { abs($0.x - target.x) < 0.01 && abs($0.y - target.y) < 0.01 }
            }
        })

    /// `gallery`: the layer gallery redrawn every frame with no input (steady compose + render).
    public static let gallery = BenchScenario(
        name: "gallery", summary: "the layer gallery composed and rendered every frame", scene: "layers",
        defaultFrames: 300, redrawsEveryFrame: true, script: { _, _, _ in [] })

    /// Touch events for three fingers circling for `duration` seconds: radius 60 pt around three
    /// centres, one turn per second, at 120 Hz; every 2 s the fingers lift and new ones begin.
    static func threeFingerCircles(duration: Double, viewport: Size) -> [InputEvent] {
        let step = 1.0 / 120
        let centres = (0..<3).map { Point(x: viewport.width * Double($0 + 1) / 4, y: viewport.height / 2) }
        var events: [InputEvent] = []
        var nextID: Int64 = 1
        var loopStart = 0.0
        while loopStart < duration {
            let ids = (0..<3).map { nextID + Int64($0) }
            nextID += 3
            let loopEnd = min(loopStart + 2, duration)
            var t = loopStart
            var phase = InputEvent.Phase.began
            var last: [Point] = []
            while t < loopEnd {
                let angle = 2 * Double.pi * t
                last = centres.enumerated().map { i, c in
                    Point(x: c.x + 60 * cos(angle + Double(i)), y: c.y + 60 * sin(angle + Double(i)))
                }
                for (i, id) in ids.enumerated() {
                    events.append(
                        InputEvent(
                            timestamp: t, kind: .touch(InputEvent.Touch(id: id, phase: phase, location: last[i]))))
                }
                phase = .moved
                t += step
            }
            for (i, id) in ids.enumerated() where i < last.count {
                events.append(
                    InputEvent(timestamp: t, kind: .touch(InputEvent.Touch(id: id, phase: .ended, location: last[i]))))
            }
            loopStart = t + step
        }
        return events
    }

    /// Centres of 72-pt rings (the input inspector's touch markers) in a display list.
    static func ringCentres(in list: DisplayList) -> [Point] {
        list.items.compactMap { item -> Point? in
            guard case .fill(let fill) = item, fill.rect.width == 72, fill.rect.height == 72 else { return nil }
            return fill.transform.project(Point(x: fill.rect.midX, y: fill.rect.midY))
        }
    }
}
