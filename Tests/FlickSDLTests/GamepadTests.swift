import CSDL2
import FlickGeometry
import FlickInput
import Foundation
import Testing

@testable import FlickSDL

/// Gamepads through SDL virtual joysticks (SDL_JoystickAttachVirtual) with background joystick
/// events allowed (the dummy driver has no focused window).
@MainActor
@Suite("Gamepads", .serialized)
struct GamepadTests {
    /// Collects `GamepadManager` diagnostics.
    final class Log {
        var lines: [String] = []
    }

    let log = Log()
    let source: SDLEventSource

    init() {
        SDLTestEnvironment.freshQueue()
        let log = self.log
        source = SDLEventSource(
            pixelSize: Size(width: 640, height: 480), gamepads: GamepadManager { log.lines.append($0) }
        )
    }

    /// Attaches SDL's standard virtual game controller (6 axes, 15 buttons) and returns its device index.
    func attachStandardPad() -> Int32 {
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        #expect(index >= 0, "SDL_JoystickAttachVirtual: \(String(cString: SDL_GetError()))")
        return index
    }

    func devices(_ events: [InputEvent]) -> [GamepadDeviceEvent] {
        events.compactMap { if case .gamepadDevice(let d) = $0.kind { d } else { nil } }
    }

    func buttons(_ events: [InputEvent]) -> [GamepadButtonEvent] {
        events.compactMap { if case .gamepadButton(let b) = $0.kind { b } else { nil } }
    }

    func axes(_ events: [InputEvent]) -> [GamepadAxisEvent] {
        events.compactMap { if case .gamepadAxis(let a) = $0.kind { a } else { nil } }
    }

    /// Detaches the virtual joystick with instance `instance`, wherever its device index is now.
    func detach(instance: SDL_JoystickID) {
        for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instance {
            SDL_JoystickDetachVirtual(index)
            return
        }
    }

    @Test("hot-plug: pads arrive and leave with stable ids that are never reused")
    func hotPlug() {
        let first = SDL_JoystickGetDeviceInstanceID(attachStandardPad())
        let arrived = devices(source.drainEvents())
        #expect(arrived.count == 1 && arrived.first?.isConnected == true)
        #expect(source.gamepads.connected.map(\.id) == arrived.map(\.gamepad))

        detach(instance: first)
        let left = devices(source.drainEvents())
        #expect(left.map(\.isConnected) == [false])
        #expect(left.first?.gamepad == arrived.first?.gamepad)
        #expect(source.gamepads.connected.isEmpty)

        let second = SDL_JoystickGetDeviceInstanceID(attachStandardPad())
        let again = devices(source.drainEvents())
        #expect(again.count == 1)
        if let old = arrived.first?.gamepad, let new = again.first?.gamepad { #expect(new > old) }
        detach(instance: second)
        _ = source.drainEvents()
        #expect(log.lines.isEmpty, "no warnings for mapped pads: \(log.lines)")
    }

    @Test("buttons and axes arrive through the GameController API with dead zones applied")
    func buttonsAndAxes() throws {
        let index = attachStandardPad()
        let joystick = try #require(SDL_JoystickOpen(index))
        defer {
            let instance = SDL_JoystickInstanceID(joystick)
            SDL_JoystickClose(joystick)
            detach(instance: instance)
            _ = source.drainEvents()
        }
        let pad = try #require(devices(source.drainEvents()).first?.gamepad)

        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), UInt8(SDL_PRESSED))
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue), UInt8(SDL_PRESSED))
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), 32767)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue), 32767)
        var events = source.drainEvents()
        #expect(
            Set(buttons(events)) == [
                GamepadButtonEvent(gamepad: pad, button: .a, isDown: true),
                GamepadButtonEvent(gamepad: pad, button: .dpadLeft, isDown: true),
            ])
        var state = GamepadState()
        for e in events { state.apply(e) }
        #expect(state.value(of: .leftX, on: pad) == 1)
        #expect(state.value(of: .rightTrigger, on: pad) == 1)
        #expect(state.isPressed(.a, on: pad) && state.isPressed(.dpadLeft, on: pad))

        // A small deflection inside the left stick's dead zone reads exactly 0.
        let inside = Int16(DeadZone.leftStick.radius * 32767 * 0.5)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), inside)
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), UInt8(SDL_RELEASED))
        events = source.drainEvents()
        #expect(axes(events).contains(GamepadAxisEvent(gamepad: pad, axis: .leftX, value: 0)))
        #expect(buttons(events) == [GamepadButtonEvent(gamepad: pad, button: .a, isDown: false)])

        // Radial zone: with y at full deflection the small x counts again, direction kept, length 1.
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTY.rawValue), -32768)
        events = source.drainEvents()
        let stick = axes(events)
        #expect(stick.map(\.axis) == [.leftY, .leftX])
        if stick.count == 2 {
            let rawX = Double(inside) / 32767
            #expect(abs(stick[1].value / stick[0].value + rawX) < 1e-9, "direction (rawX, −1) is kept")
            #expect(abs((stick[0].value * stick[0].value + stick[1].value * stick[1].value).squareRoot() - 1) < 1e-9)
        }

        // Full deflection up alone: exactly −1 (sticks' y grows downwards).
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), 0)
        events = source.drainEvents()
        #expect(
            axes(events) == [
                GamepadAxisEvent(gamepad: pad, axis: .leftX, value: 0),
                GamepadAxisEvent(gamepad: pad, axis: .leftY, value: -1),
            ])
        // Every gamepad event is stamped at dequeue.
        #expect(events.allSatisfy { $0.timestamp > 0 })
    }

    @Test("the Assets mapping file loads at start, and SDL uses it for the pad it names")
    func assetsMappingFile() throws {
        let path = SDLTestEnvironment.gamepadMappingsPath
        let report = try #require(SDLTestEnvironment.assetMappings).get()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let linuxLines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("platform:Linux,") }
        #expect(report.added + report.updated == linuxLines.count)
        #expect(report.rejected.isEmpty)

        let index = attachStandardPad()
        let guid = GamepadManager.mappingGUID(SDL_JoystickGetDeviceGUID(index))
        let instance = SDL_JoystickGetDeviceInstanceID(index)
        defer {
            detach(instance: instance)
            _ = source.drainEvents()
        }
        let line = try #require(linuxLines.first { $0.hasPrefix(guid) }, "Assets has no line for GUID \(guid)")
        let nameInFile = String(line.split(separator: ",")[1])
        let arrived = devices(source.drainEvents())
        #expect(arrived.map(\.name) == [nameInFile])
    }

    @Test("an unmapped joystick is reported, and a mapping file makes it a pad with that layout")
    func unmappedThenMapped() throws {
        let name = "Flick Remap Test Pad"
        func attach() -> Int32 {
            name.withCString { cName in
                var desc = SDL_VirtualJoystickDesc()
                desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
                desc.type = UInt16(SDL_JOYSTICK_TYPE_UNKNOWN.rawValue)
                desc.naxes = 2
                desc.nbuttons = 4
                desc.name = cName
                return SDL_JoystickAttachVirtualEx(&desc)
            }
        }
        var index = attach()
        try #require(index >= 0, "SDL_JoystickAttachVirtualEx: \(String(cString: SDL_GetError()))")
        let guid = GamepadManager.mappingGUID(SDL_JoystickGetDeviceGUID(index))
        #expect(devices(source.drainEvents()).isEmpty)
        #expect(log.lines.contains { $0.contains(guid) && $0.contains("no game controller mapping") })
        detach(instance: SDL_JoystickGetDeviceInstanceID(index))
        _ = source.drainEvents()

        // Face buttons swapped: joystick button 0 is B.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flick-remap-\(guid).txt")
        try "# test mapping\n\(guid),Remapped Pad,a:b1,b:b0,x:b2,y:b3,leftx:a0,lefty:a1,platform:Linux,\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let report = try source.gamepads.loadMappings(fromFile: file.path)
        #expect(report.added + report.updated == 1)

        index = attach()
        let joystick = try #require(SDL_JoystickOpen(index))
        defer {
            let instance = SDL_JoystickInstanceID(joystick)
            SDL_JoystickClose(joystick)
            detach(instance: instance)
            _ = source.drainEvents()
        }
        let arrived = devices(source.drainEvents())
        #expect(arrived.map(\.name) == ["Remapped Pad"])
        SDL_JoystickSetVirtualButton(joystick, 0, UInt8(SDL_PRESSED))
        #expect(buttons(source.drainEvents()).map(\.button) == [.b])
    }

    @Test("missing, non-text and unusable mapping files fail with clear errors")
    func badMappingFiles() throws {
        let manager = GamepadManager { _ in }
        let dir = FileManager.default.temporaryDirectory
        let missing = dir.appendingPathComponent("flick-no-such-mappings.txt").path
        #expect(throws: GamepadMappingError.fileNotFound(path: missing)) {
            try manager.loadMappings(fromFile: missing)
        }

        let binary = dir.appendingPathComponent("flick-binary-mappings.txt")
        try Data([0xFF, 0xFE, 0x00, 0xC3, 0x28]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        #expect(throws: GamepadMappingError.unreadable(path: binary.path)) {
            try manager.loadMappings(fromFile: binary.path)
        }

        let corrupt = dir.appendingPathComponent("flick-corrupt-mappings.txt")
        try "not a mapping,platform:Linux,\nxbox,a:b0\n030000005e0400008e02000010010000,No Platform,a:b0,\n"
            .write(to: corrupt, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: corrupt) }
        do {
            try manager.loadMappings(fromFile: corrupt.path)
            Issue.record("a file with no usable line must throw")
        } catch {
            guard case .noUsableMappings(_, let platform, let rejected) = error else {
                Issue.record("expected noUsableMappings, got \(error)")
                return
            }
            #expect(platform == String(cString: SDL_GetPlatform()))
            #expect(rejected.count == 3)
            #expect(error.description.contains("platform:\(platform),"))
        }
    }

    @Test("rumble reaches pads that support it, with motor strengths scaled to SDL's range")
    func rumble() throws {
        final class Motors {
            var low: UInt16 = 0
            var high: UInt16 = 0
            var calls = 0
        }
        let motors = Motors()
        var desc = SDL_VirtualJoystickDesc()
        desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = 6
        desc.nbuttons = 15
        desc.userdata = Unmanaged.passUnretained(motors).toOpaque()
        desc.Rumble = { userdata, low, high in
            guard let userdata else { return -1 }
            let motors = Unmanaged<Motors>.fromOpaque(userdata).takeUnretainedValue()
            motors.low = low
            motors.high = high
            motors.calls += 1
            return 0
        }
        let index = SDL_JoystickAttachVirtualEx(&desc)
        try #require(index >= 0, "SDL_JoystickAttachVirtualEx: \(String(cString: SDL_GetError()))")
        let instance = SDL_JoystickGetDeviceInstanceID(index)
        defer {
            detach(instance: instance)
            _ = source.drainEvents()
        }
        let pad = try #require(devices(source.drainEvents()).first?.gamepad)
        #expect(source.gamepads.connected.first?.hasRumble == true)
        #expect(source.gamepads.rumble(pad, low: 0.5, high: 2, duration: 0.2))
        #expect(motors.calls == 1)
        #expect(motors.low == 32768 && motors.high == 65535)
        #expect(!source.gamepads.rumble(GamepadID(9999), low: 1, high: 1, duration: 1))
    }
}
