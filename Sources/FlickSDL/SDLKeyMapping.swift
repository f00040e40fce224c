internal import CSDL2
import FlickInput

/// Maps SDL keycodes and modifier masks to Flick's `KeyCode` and `KeyModifiers`.
enum SDLKeyMapping {
    /// SDL's flag for keycodes made from scancodes (non-character keys): `SDLK_SCANCODE_MASK`
    /// is a function-like macro in SDL_keycode.h, invisible to Swift (FEEL.md §6).
    static let scancodeMask: Int32 = 1 << 30

    /// The Flick key for an SDL keycode: named keys first, then printable characters (as the layout
    /// maps them; letters lower-case), else `.other(sym)`.
    static func keyCode(for sym: SDL_Keycode) -> KeyCode {
        switch sym {
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_RETURN), code(SDLK_KP_ENTER), code(SDLK_RETURN2): return .enter
        case code(SDLK_SPACE): return .space
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_TAB): return .tab
        case code(SDLK_BACKSPACE): return .backspace
        case code(SDLK_F1): return .f1
        default: break
        }
        if sym & scancodeMask == 0, sym > 0x20, sym != 0x7F, let scalar = Unicode.Scalar(UInt32(sym)),
            !scalar.properties.generalCategory.isControl
        {
            return .character(Character(scalar))
        }
        return .other(sym)
    }

    /// The Flick modifiers held in an SDL modifier mask (either side of each pair counts).
    static func modifiers(from mod: UInt16) -> KeyModifiers {
        let m = UInt32(mod)
        var out: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.meta) }
        return out
    }

    private static func code(_ key: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: key.rawValue) }
}

extension Unicode.GeneralCategory {
    /// True for control and format characters, which are not printable keys.
    fileprivate var isControl: Bool { self == .control || self == .format }
}
