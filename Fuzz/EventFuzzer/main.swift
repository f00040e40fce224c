// libFuzzer target over FlickInput's pure pieces (scripts/fuzz, docs/MEASURING.md): arbitrary
// event sequences — within what a recording may hold (times 0…1e9 s never going backwards,
// positions within ±1e6 pt) — go through InputState, VelocityTracker and TouchMouseDeduplicator.
//
// Properties: nothing traps; every velocity is finite and at most VelocityTracker.maximumSpeed;
// InputState only holds touches that began and did not end; a release of a kept mouse press is
// always kept (docs/INPUT.md rule 3).
import FlickGeometry
import FlickInput

/// Reads the fuzzer's bytes as numbers; past the end it reads zeros.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func word() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    /// A coordinate: fine steps near the screen, or coarse steps out to ±1e6 pt.
    mutating func coordinate() -> Double {
        let w = word()
        return w & 0x8000 == 0 ? Double(w) * 0.05 : (Double(w & 0x7FFF) - 16384) * 61
    }

    /// A time step: microseconds, milliseconds, or a jump of up to hours.
    mutating func timeStep() -> Double {
        let b = byte()
        switch b >> 6 {
        case 0: return Double(b & 0x3F) * 1e-6
        case 1, 2: return Double(b & 0x3F) * 1e-3
        default: return Double(b & 0x3F) * 600
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputPieces(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    var state = InputState()
    var trackers: [Int64: VelocityTracker] = [:]
    var dedup = TouchMouseDeduplicator()
    var keptPresses: Set<InputEvent.MouseButton> = []
    var live: Set<Int64> = []
    var t = 0.0
    while !reader.isAtEnd {
        let op = reader.byte()
        t = min(1e9, t + reader.timeStep())
        let location = Point(x: reader.coordinate(), y: reader.coordinate())
        let kind: InputEvent.Kind
        switch op % 7 {
        case 0, 1, 2:
            let id = Int64(op >> 5)
            let phases: [InputEvent.Phase] = [.began, .moved, .moved, .ended, .cancelled]
            let phase = phases[Int(op >> 3 & 0x3) + (op % 3 == 2 ? 1 : 0)]
            kind = .touch(InputEvent.Touch(id: id, phase: phase, location: location, pressure: Double(op) / 255))
            _ = dedup.decide(.finger(time: t, location: location))
            switch phase {
            case .began:
                live.insert(id)
                trackers[id] = VelocityTracker(degree: Int(op & 1) + 1)
                trackers[id]?.add(time: t, position: location)
            case .moved:
                trackers[id]?.add(time: t, position: location)
            case .ended, .cancelled:
                live.remove(id)
            }
        case 3:
            let button = [InputEvent.MouseButton.left, .middle, .right, .other][Int(op >> 3 & 0x3)]
            let isDown = op & 0x20 != 0
            let synthesized = op & 0x40 != 0
            let decision = dedup.decide(
                .mouseButton(
                    time: t, location: location, button: button, isDown: isDown, synthesizedFromTouch: synthesized))
            if isDown {
                if decision == .keep { keptPresses.insert(button) } else { keptPresses.remove(button) }
            } else if keptPresses.remove(button) != nil, !synthesized {
                precondition(decision == .keep, "the release of a kept press was dropped: \(decision)")
            }
            kind = .pointer(
                InputEvent.Pointer(
                    action: isDown ? .down : .up, button: button, location: location, pressedButtons: keptPresses))
        case 4:
            _ = dedup.decide(.mouseMotion(time: t, location: location, synthesizedFromTouch: op & 0x40 != 0))
            kind = .pointer(
                InputEvent.Pointer(action: .moved, button: nil, location: location, pressedButtons: keptPresses))
        case 5:
            let pad = GamepadID(Int32(op >> 6))
            let axis = GamepadAxis.allCases[Int(op >> 3) % GamepadAxis.allCases.count]
            kind = .gamepadAxis(
                GamepadAxisEvent(gamepad: pad, axis: axis, value: Double(Int(reader.byte()) - 128) / 128))
        default:
            let specials: [InputEvent.Kind] = [
                .focusLost, .focusGained, .resized(Size(width: 1 + abs(location.x), height: 1 + abs(location.y))),
                .wheel(InputEvent.Wheel(delta: location, location: location)),
                .key(InputEvent.Key(code: .other(Int32(op)), isDown: op & 8 != 0)),
                .gamepadButton(GamepadButtonEvent(gamepad: GamepadID(1), button: .start, isDown: op & 16 != 0)),
                .gamepadDevice(GamepadDeviceEvent(gamepad: GamepadID(1), isConnected: op & 32 != 0, name: "pad")),
            ]
            kind = specials[Int(op >> 3) % specials.count]
            if kind == .focusLost { live.removeAll() }
        }
        state.apply(InputEvent(timestamp: t, kind: kind))
        for touch in state.touches.values { check(touch.velocity(at: t), "InputState touch \(touch.id)") }
        for (id, tracker) in trackers { check(tracker.velocity(at: t), "tracker \(id)") }
        precondition(
            Set(state.touches.keys).isSubset(of: live),
            "InputState holds a touch that ended: \(state.touches.keys) vs \(live)")
    }
    return 0
}

func check(_ v: Point, _ what: String) {
    precondition(v.x.isFinite && v.y.isFinite, "\(what): velocity \(v) is not finite")
    precondition(v.length <= VelocityTracker.maximumSpeed * (1 + 1e-9), "\(what): speed \(v.length) above the clamp")
}
