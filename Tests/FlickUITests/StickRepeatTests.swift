import FlickGeometry
import FlickInput
import FlickUI
import Testing

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Suite struct StickRepeatTests {
    @Test func pressThenRepeatsAtExactTimes() {
        var stick = StickRepeat()
        let first = stick.update(stick: Point(x: 0.8, y: 0.1), at: 1)
        #expect(first.map(\.direction) == [.right])
        #expect(first.first?.isRepeat == false)
        #expect(stick.advance(to: 1.49).isEmpty)
        // Unity's defaults: first repeat 0.5 s after the press, then every 0.1 s.
        let repeats = stick.advance(to: 1.85)
        #expect(repeats.count == 4)
        for (press, t) in zip(repeats, [1.5, 1.6, 1.7, 1.8]) {
            #expect(close(press.time, t))
            #expect(press.isRepeat)
            #expect(press.direction == .right)
        }
    }

    @Test func repeatsDoNotDependOnTheFrameRate() {
        func times(_ hz: Double) -> [Double] {
            var stick = StickRepeat()
            var out = stick.update(stick: Point(x: 0, y: -1), at: 0).map(\.time)
            var frame = 1
            while Double(frame) / hz <= 2 {
                out += stick.advance(to: Double(frame) / hz).map(\.time)
                frame += 1
            }
            out += stick.update(stick: .zero, at: 2.01).map(\.time)
            return out
        }
        let a = times(60), b = times(144), c = times(7)
        #expect(a.count == 1 + 16)  // 0, then 0.5, 0.6 … 2.0
        #expect(a.count == b.count && a.count == c.count)
        for i in a.indices {
            #expect(close(a[i], b[i]))
            #expect(close(a[i], c[i]))
        }
    }

    @Test func thresholdsHaveHysteresis() {
        var stick = StickRepeat()
        #expect(stick.update(stick: Point(x: 0.45, y: 0), at: 0).isEmpty)  // below 0.5
        #expect(stick.update(stick: Point(x: 0.55, y: 0), at: 0.1).count == 1)
        #expect(stick.update(stick: Point(x: 0.4, y: 0), at: 0.2).isEmpty)  // above 0.375: still held
        #expect(stick.direction == .right)
        #expect(stick.update(stick: Point(x: 0.3, y: 0), at: 0.3).isEmpty)
        #expect(stick.direction == nil)
        #expect(stick.advance(to: 5).isEmpty)
        #expect(stick.update(stick: Point(x: -0.6, y: 0), at: 5).map(\.direction) == [.left])
    }

    @Test func turningTheStickPressesTheNewDirectionAndRestartsTheDelay() {
        var stick = StickRepeat()
        _ = stick.update(stick: Point(x: 1, y: 0), at: 0)
        let turned = stick.update(stick: Point(x: 0.1, y: 0.9), at: 0.3)
        #expect(turned.map(\.direction) == [.down])
        #expect(stick.advance(to: 0.79).isEmpty)
        #expect(stick.advance(to: 0.8).map(\.direction) == [.down])
    }

    @Test func diagonalTiesGoHorizontal() {
        var right = StickRepeat(), left = StickRepeat()
        #expect(right.update(stick: Point(x: 0.6, y: 0.6), at: 0).map(\.direction) == [.right])
        #expect(left.update(stick: Point(x: -0.6, y: -0.6), at: 0).map(\.direction) == [.left])
    }

    @Test func rawValuesGoThroughTheDeadZone() {
        let zone = DeadZone.leftStick
        var stick = StickRepeat(deadZone: zone)
        // Rescaled: (0.6 − r)/(1 − r) ≈ 0.474 < 0.5; (0.7 − r)/(1 − r) ≈ 0.605 ≥ 0.5.
        let r = 7849.0 / 32767.0
        #expect((0.6 - r) / (1 - r) < 0.5)
        #expect(stick.update(stick: Point(x: 0.6, y: 0), at: 0).isEmpty)
        #expect((0.7 - r) / (1 - r) >= 0.5)
        #expect(stick.update(stick: Point(x: 0.7, y: 0), at: 0.1).count == 1)
    }

    @Test func dpadHoldRepeatsAndReleases() {
        var pad = StickRepeat()
        #expect(pad.hold(.up, at: 3).map(\.direction) == [.up])
        #expect(pad.hold(.up, at: 3.2).isEmpty)  // same direction: no new press
        let repeatsThenSwitch = pad.hold(.left, at: 3.65)
        #expect(repeatsThenSwitch.map(\.direction) == [.up, .up, .left])
        #expect(repeatsThenSwitch.map(\.isRepeat) == [true, true, false])
        #expect(pad.hold(nil, at: 3.7).isEmpty)
        #expect(pad.advance(to: 10).isEmpty)
        #expect(pad.nextRepeatTime == nil)
    }
}
