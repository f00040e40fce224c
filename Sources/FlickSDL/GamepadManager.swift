internal import CSDL2
import FlickGeometry
public import FlickInput
import Foundation

/// Owns the open game controllers: opens each one SDL announces, gives it a `GamepadID` that is
/// never reused in the run, turns its events into `InputEvent`s (dead zones applied), closes it
/// when it leaves, loads extra mappings, and drives rumble.
///
/// GameController API only (FEEL.md §6): `SDL_JOY*` events are duplicates and ignored, except that
/// a joystick with no controller mapping is reported through `onDiagnostic` so the user knows to
/// add a mapping line. `SDL_CONTROLLERDEVICEADDED` carries a *device index* (and also arrives for
/// pads present at start); every other controller event carries an *instance id*.
@MainActor
public final class GamepadManager {
    /// What the manager knows about a connected pad.
    public struct Info: Hashable, Sendable {
        /// Flick's id for the pad.
        public var id: GamepadID
        /// The controller's name as SDL reports it.
        public var name: String
        /// The pad's GUID as a mapping file needs it (SDL's GUID with the name-CRC bytes zeroed).
        public var guid: String
        /// True when the pad can rumble.
        public var hasRumble: Bool
    }

    /// Where warnings go (unknown joysticks, unopenable pads, rejected mapping lines). Default:
    /// standard error.
    public var onDiagnostic: @MainActor (String) -> Void
    /// Dead zone for the left stick (radial). Default: XInput's left-thumb value.
    public var leftStickDeadZone = DeadZone.leftStick
    /// Dead zone for the right stick (radial). Default: XInput's right-thumb value.
    public var rightStickDeadZone = DeadZone.rightStick
    /// Dead zone for the triggers. Default: XInput's trigger threshold.
    public var triggerDeadZone = DeadZone.trigger

    struct Pad {
        var info: Info
        var controller: OpaquePointer
        var instance: SDL_JoystickID
        /// Raw normalised values per axis (−1…1 sticks, 0…1 triggers), before the dead zone.
        var raw: [GamepadAxis: Double] = [:]
        /// Values last reported per axis, after the dead zone.
        var reported: [GamepadAxis: Double] = [:]
    }

    var pads: [SDL_JoystickID: Pad] = [:]
    private var nextID: Int32 = 1

    /// Creates a manager. SDL's game controller subsystem must be initialised before events arrive.
    public init(onDiagnostic: @escaping @MainActor (String) -> Void = GamepadManager.printToStandardError) {
        self.onDiagnostic = onDiagnostic
    }

    /// Writes a diagnostic line to standard error.
    public static func printToStandardError(_ message: String) {
        FileHandle.standardError.write(Data("flick: \(message)\n".utf8))
    }

    /// Connected pads in connection order.
    public var connected: [Info] { pads.values.map(\.info).sorted { $0.id < $1.id } }

    /// The name of a connected pad, or nil.
    public func name(of pad: GamepadID) -> String? { pads.values.first { $0.info.id == pad }?.info.name }

    /// Starts a rumble: `low` and `high` are the two motors' strengths 0…1 (clamped), `duration` in
    /// seconds. Returns false when the pad is gone or can't rumble (not an error: many pads can't).
    @discardableResult
    public func rumble(_ pad: GamepadID, low: Double, high: Double, duration: Double) -> Bool {
        guard let entry = pads.values.first(where: { $0.info.id == pad }), entry.info.hasRumble else { return false }
        func motor(_ v: Double) -> UInt16 { UInt16((min(max(v.isFinite ? v : 0, 0), 1) * 65535).rounded()) }
        let milliseconds = UInt32(min(max(duration.isFinite ? duration : 0, 0), 60) * 1000)
        return SDL_GameControllerRumble(entry.controller, motor(low), motor(high), milliseconds) == 0
    }

    /// Translates a controller or joystick event; returns nil for events that aren't about pads.
    func handle(_ event: SDL_Event, at time: Double) -> [InputEvent]? {
        let stamp = { (kind: InputEvent.Kind) in InputEvent(timestamp: time, kind: kind) }
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            return open(deviceIndex: event.cdevice.which).map { stamp(.gamepadDevice($0)) }
        case SDL_CONTROLLERDEVICEREMOVED:
            return close(instance: event.cdevice.which).map { stamp(.gamepadDevice($0)) }
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let pad = pads[event.cbutton.which], let button = Self.button(event.cbutton.button) else { return [] }
            let change = GamepadButtonEvent(
                gamepad: pad.info.id, button: button, isDown: event.cbutton.state == UInt8(SDL_PRESSED)
            )
            return [stamp(.gamepadButton(change))]
        case SDL_CONTROLLERAXISMOTION:
            return axisMotion(instance: event.caxis.which, axis: event.caxis.axis, value: event.caxis.value).map {
                stamp(.gamepadAxis($0))
            }
        case SDL_JOYDEVICEADDED:
            reportIfUnmapped(deviceIndex: event.jdevice.which)
            return []
        case SDL_CONTROLLERDEVICEREMAPPED, SDL_JOYDEVICEREMOVED, SDL_JOYAXISMOTION, SDL_JOYBALLMOTION, SDL_JOYHATMOTION,
            SDL_JOYBUTTONDOWN, SDL_JOYBUTTONUP, SDL_JOYBATTERYUPDATED, SDL_CONTROLLERTOUCHPADDOWN,
            SDL_CONTROLLERTOUCHPADMOTION, SDL_CONTROLLERTOUCHPADUP, SDL_CONTROLLERSENSORUPDATE:
            return []
        default:
            return nil
        }
    }

    private func open(deviceIndex: Int32) -> [GamepadDeviceEvent] {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else {
            onDiagnostic("could not open game controller at device index \(deviceIndex): \(Self.sdlError())")
            return []
        }
        let instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
        if pads[instance] != nil {
            // Already open (announced twice): drop the extra reference SDL just gave us.
            SDL_GameControllerClose(controller)
            return []
        }
        let name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "Unnamed controller"
        let info = Info(
            id: GamepadID(nextID),
            name: name,
            guid: Self.mappingGUID(SDL_JoystickGetGUID(SDL_GameControllerGetJoystick(controller))),
            hasRumble: SDL_GameControllerHasRumble(controller) == SDL_TRUE
        )
        nextID += 1
        pads[instance] = Pad(info: info, controller: controller, instance: instance)
        return [GamepadDeviceEvent(gamepad: info.id, isConnected: true, name: name)]
    }

    private func close(instance: SDL_JoystickID) -> [GamepadDeviceEvent] {
        guard let pad = pads.removeValue(forKey: instance) else { return [] }
        SDL_GameControllerClose(pad.controller)
        return [GamepadDeviceEvent(gamepad: pad.info.id, isConnected: false, name: pad.info.name)]
    }

    private func axisMotion(instance: SDL_JoystickID, axis index: UInt8, value: Int16) -> [GamepadAxisEvent] {
        guard var pad = pads[instance], let axis = Self.axis(index) else { return [] }
        // Sticks span −32768…32767, triggers 0…32767 (SDL_gamecontroller.h).
        pad.raw[axis] = max(-1, min(1, Double(value) / 32767))
        var processed: [GamepadAxis: Double] = [:]
        switch axis {
        case .leftX, .leftY:
            let p = leftStickDeadZone.apply(stick: Point(x: pad.raw[.leftX] ?? 0, y: pad.raw[.leftY] ?? 0))
            processed = [.leftX: p.x, .leftY: p.y]
        case .rightX, .rightY:
            let p = rightStickDeadZone.apply(stick: Point(x: pad.raw[.rightX] ?? 0, y: pad.raw[.rightY] ?? 0))
            processed = [.rightX: p.x, .rightY: p.y]
        case .leftTrigger, .rightTrigger:
            processed = [axis: triggerDeadZone.apply(max(0, pad.raw[axis] ?? 0))]
        }
        var out: [GamepadAxisEvent] = []
        // The changed axis first, then its stick partner (radial rescaling moves both).
        let order = [axis] + processed.keys.filter { $0 != axis }.sorted { $0.rawValue < $1.rawValue }
        for a in order {
            let v = processed[a] ?? 0
            if (pad.reported[a] ?? 0) != v {
                pad.reported[a] = v
                out.append(GamepadAxisEvent(gamepad: pad.info.id, axis: a, value: v))
            }
        }
        pads[instance] = pad
        return out
    }

    private func reportIfUnmapped(deviceIndex: Int32) {
        guard SDL_IsGameController(deviceIndex) != SDL_TRUE else { return }
        let name = SDL_JoystickNameForIndex(deviceIndex).map { String(cString: $0) } ?? "Unnamed joystick"
        let guid = Self.mappingGUID(SDL_JoystickGetDeviceGUID(deviceIndex))
        onDiagnostic(
            "joystick \"\(name)\" (GUID \(guid)) has no game controller mapping and is ignored. Add a line for "
                + "GUID \(guid) to Assets/gamepads/gamecontrollerdb.txt (see docs/INPUT.md)."
        )
    }

    static func guidString(_ guid: SDL_JoystickGUID) -> String {
        var buffer = [CChar](repeating: 0, count: 33)
        SDL_JoystickGetGUIDString(guid, &buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The GUID string a mapping line must carry for this device. SDL 2.26 puts a CRC of the device
    /// name in bytes 2–3 of device GUIDs but clears them before matching mappings ("the mappings
    /// never include it in the GUID", SDL_gamecontroller.c), so a GUID copied from
    /// `SDL_JoystickGetGUIDString` with its CRC never matches. This clears it.
    static func mappingGUID(_ guid: SDL_JoystickGUID) -> String {
        var cleared = guid
        cleared.data.2 = 0
        cleared.data.3 = 0
        return guidString(cleared)
    }

    static func sdlError() -> String { String(cString: SDL_GetError()) }

    /// SDL_GameControllerButton order: A, B, X, Y, BACK, GUIDE, START, LEFTSTICK, RIGHTSTICK,
    /// LEFTSHOULDER, RIGHTSHOULDER, DPAD_UP, DPAD_DOWN, DPAD_LEFT, DPAD_RIGHT (then extras we ignore).
    static func button(_ index: UInt8) -> GamepadButton? {
        let order: [GamepadButton] = [
            .a, .b, .x, .y, .back, .guide, .start, .leftStick, .rightStick, .leftShoulder, .rightShoulder,
            .dpadUp, .dpadDown, .dpadLeft, .dpadRight,
        ]
        return Int(index) < order.count ? order[Int(index)] : nil
    }

    /// SDL_GameControllerAxis order: LEFTX, LEFTY, RIGHTX, RIGHTY, TRIGGERLEFT, TRIGGERRIGHT.
    static func axis(_ index: UInt8) -> GamepadAxis? {
        let order: [GamepadAxis] = [.leftX, .leftY, .rightX, .rightY, .leftTrigger, .rightTrigger]
        return Int(index) < order.count ? order[Int(index)] : nil
    }
}
