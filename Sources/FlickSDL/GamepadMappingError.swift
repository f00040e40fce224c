/// Why a gamepad mapping file could not be used. Each message says what to do about it.
public enum GamepadMappingError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read as UTF-8 text.
    case unreadable(path: String)
    /// The file has no line SDL would accept for this platform.
    case noUsableMappings(path: String, platform: String, rejected: [String])

    /// A one-paragraph explanation with the fix.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "Gamepad mappings file not found at \(path). Set FLICK_ASSETS to the folder that holds "
                + "gamepads/gamecontrollerdb.txt, or run from the package root. Gamepads SDL knows still work."
        case .unreadable(let path):
            return "Gamepad mappings file \(path) is not UTF-8 text. Replace it with a gamecontrollerdb.txt "
                + "(one mapping per line, see docs/INPUT.md)."
        case .noUsableMappings(let path, let platform, let rejected):
            let detail = rejected.isEmpty ? "" : " Problems: " + rejected.prefix(3).joined(separator: "; ")
            return "Gamepad mappings file \(path) has no usable mapping for platform \(platform). Each line "
                + "must read GUID,name,bindings…,platform:\(platform), (note the trailing comma).\(detail)"
        }
    }
}
