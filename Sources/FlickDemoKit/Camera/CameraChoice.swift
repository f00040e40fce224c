import Foundation

/// Which camera to show, as given by `--camera PATH|none|auto`.
public enum CameraChoice: Hashable, Sendable {
    /// The first `/dev/video*` node that can capture, else the procedural viewfinder.
    case auto
    /// Never open a camera: always the procedural viewfinder.
    case none
    /// This device node (an absolute or relative path, e.g. `/dev/video2`).
    case path(String)

    /// Parses the flag's value: `auto`, `none` (or `off`), or a device path. Throws a message
    /// listing the accepted forms for anything else.
    public static func parse(_ text: String) throws(CameraChoiceError) -> CameraChoice {
        let t = text.trimmingCharacters(in: .whitespaces)
        switch t.lowercased() {
        case "auto": return .auto
        case "none", "off": return .none
        case "": throw CameraChoiceError(value: text, reason: "it is empty")
        default:
            guard t.hasPrefix("/") || t.hasPrefix("./") || t.hasPrefix("../") || t.hasPrefix("video") else {
                throw CameraChoiceError(value: text, reason: "it is neither 'auto', 'none' nor a device path")
            }
            return .path(t.hasPrefix("video") ? "/dev/" + t : t)
        }
    }
}

/// A `--camera` value that could not be understood.
public struct CameraChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value as given.
    public let value: String
    /// What is wrong with it.
    public let reason: String

    public var description: String {
        "--camera '\(value)' is not understood: \(reason). Use --camera auto (the first camera found), "
            + "--camera none (the animated viewfinder) or --camera /dev/videoN"
    }
}
