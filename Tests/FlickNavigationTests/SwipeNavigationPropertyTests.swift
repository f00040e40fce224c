import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic generator for seeded tests.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}

/// Random input — fingers, mouse, keys, pad buttons, the stick, taps on the bar, code, resizes,
/// focus loss, lock — against the container's invariants: transforms always finite and the
/// position on the plus; once everything is let go and settled, exactly one panel at its resting
/// frame, chrome at rest, nothing half-contained, appearance matching.
@MainActor
@Suite struct SwipeNavigationPropertyTests {
    @Test(arguments: 0..<6)
    func randomInputAlwaysSettlesCleanly(batch: Int) {
        for seed in 0..<50 {
            var rng = SplitMix64(state: UInt64(batch * 1000 + seed))
            let presentOptions: [Set<Panel>] = [
                Set(Panel.allCases), [.center, .left, .right], [.left, .top], [.center, .bottom], [],
            ]
            var config = NavigationConfiguration()
            config.crossesCenterInOneDrag = rng.int(2) == 0
            config.bouncesTowardsAbsentPanels = rng.int(3) == 0
            config.swipesBackFromVerticalPanels = rng.int(4) != 0
            if rng.int(2) == 0 { config.rubberBand = .standard }
            if rng.int(3) == 0 { config.styles[.left] = .push }
            if rng.int(3) == 0 { config.styles[.right] = .reveal(parallax: rng.double(0, 1)) }
            let s = NavStage(present: presentOptions[rng.int(presentOptions.count)], configuration: config)
            var fingers: [Int64: Point] = [:]
            var mouseDown = false
            var stick = 0.0
            for _ in 0..<(20 + rng.int(60)) {
                act(&rng, s, &fingers, &mouseDown, &stick)
                let p = s.nav.position
                #expect(p.isFinite && (p.x == 0 || p.y == 0), "seed \(batch)/\(seed): \(p)")
                let finite = s.app.window.subtree.allSatisfy { $0.frame.origin.isFinite && $0.transform.isFinite }
                #expect(finite, "seed \(batch)/\(seed)")
            }
            for (id, p) in fingers { s.touch(.ended, p.x, p.y, id: id) }
            if mouseDown { s.mouse(.up, 10, 10) }
            s.stick(.leftX, 0)
            s.stick(.leftY, 0)
            s.nav.unlock()
            s.settle(limit: 2000)
            #expect(s.problems.isEmpty, "seed \(batch)/\(seed): \(s.problems)")
            #expect(s.nav.isIdle, "seed \(batch)/\(seed)")
        }
    }

    private func act(
        _ rng: inout SplitMix64, _ s: NavStage, _ fingers: inout [Int64: Point], _ mouseDown: inout Bool,
        _ stick: inout Double
    ) {
        let w = s.size.width, h = s.size.height
        switch rng.int(16) {
        case 0, 1:
            let id = Int64(rng.int(2) + 1)
            if let p = fingers[id] {
                s.touch(.ended, p.x, p.y, id: id)
                fingers[id] = nil
            } else {
                let p = Point(x: rng.double(0, w), y: rng.double(0, h))
                s.touch(.began, p.x, p.y, id: id)
                fingers[id] = p
            }
        case 2, 3, 4, 5:
            guard let (id, p) = fingers.first else { return }
            let q = Point(x: p.x + rng.double(-120, 120), y: p.y + rng.double(-120, 120))
            s.touch(.moved, q.x, q.y, id: id)
            fingers[id] = q
        case 6:
            if mouseDown {
                s.mouse(.up, rng.double(0, w), rng.double(0, h))
            } else {
                s.mouse(.down, rng.double(0, w), rng.double(0, h))
            }
            mouseDown.toggle()
        case 7:
            if mouseDown { s.mouse(.moved, rng.double(-100, w + 100), rng.double(0, h)) }
        case 8:
            let keys: [KeyCode] = [.left, .right, .up, .down, .escape, .enter]
            s.press(keys[rng.int(keys.count)])
        case 9:
            let buttons: [GamepadButton] = [
                .dpadLeft, .dpadRight, .dpadUp, .dpadDown, .b, .leftShoulder, .rightShoulder, .a,
            ]
            s.pad(buttons[rng.int(buttons.count)])
        case 10:
            stick = rng.int(3) == 0 ? 0 : rng.double(-1, 1)
            s.stick(rng.int(2) == 0 ? .leftX : .leftY, stick)
        case 11:
            let panel = [Panel.left, .center, .right][rng.int(3)]
            let b = s.buttonCenter(panel)
            s.touch(.began, b.x, b.y, id: 9)
            s.touch(.ended, b.x, b.y, id: 9)
        case 12:
            s.nav.navigate(to: Panel.allCases[rng.int(5)], animated: rng.int(3) != 0)
        case 13:
            switch rng.int(6) {
            case 0: s.send(.resized(Size(width: rng.double(200, 700), height: rng.double(300, 900))))
            case 1:
                for (id, p) in fingers { s.touch(.cancelled, p.x, p.y, id: id) }
                fingers.removeAll()
                s.send(.focusLost)
                mouseDown = false
            case 2: if s.nav.isLocked { s.nav.unlock() } else { s.nav.lock() }
            default: break
            }
        default:
            s.step(rng.int(8) + 1)
        }
        s.step()
    }
}
