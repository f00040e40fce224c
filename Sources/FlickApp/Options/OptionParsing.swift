public import FlickGeometry
public import FlickInput
public import FlickSDL

/// Parsers for `flick`'s option values; each failure message names the option and what it takes.
public enum OptionParsing {
    /// Parses `WxH` (e.g. `360x640`) into a size in points.
    public static func size(_ text: String) throws(OptionError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w >= 64, h >= 64, w <= 16384, h <= 16384
        else {
            throw OptionError("--size takes WIDTHxHEIGHT in points, each 64…16384 (e.g. 360x640); got '\(text)'")
        }
        return Size(width: w, height: h)
    }

    /// Parses a scale factor in 0.25…8.
    public static func scale(_ text: String) throws(OptionError) -> Double {
        guard let s = Double(text), s.isFinite, s >= 0.25, s <= 8 else {
            throw OptionError("--scale takes pixels per point between 0.25 and 8 (e.g. 2); got '\(text)'")
        }
        return s
    }

    /// Parses a rotation of 0, 90, 180 or 270 degrees.
    public static func rotation(_ text: String) throws(OptionError) -> DisplayRotation {
        guard let d = Int(text), let r = DisplayRotation(rawValue: d) else {
            throw OptionError("--rotate takes 0, 90, 180 or 270; got '\(text)'")
        }
        return r
    }

    /// Parses a renderer name.
    public static func renderer(_ text: String) throws(OptionError) -> WindowOptions.RendererChoice {
        guard let r = WindowOptions.RendererChoice(rawValue: text.lowercased()) else {
            let names = WindowOptions.RendererChoice.allCases.map(\.rawValue).joined(separator: "|")
            throw OptionError("--renderer takes \(names); got '\(text)'")
        }
        return r
    }

    /// Parses a number of seconds in 0…3600 for `option` (e.g. `--display-wait 30`).
    public static func seconds(_ text: String, option: String) throws(OptionError) -> Double {
        guard let s = Double(text), s.isFinite, s >= 0, s <= 3600 else {
            throw OptionError("\(option) takes seconds between 0 and 3600 (e.g. 30); got '\(text)'")
        }
        return s
    }

    /// Checks a video driver name against SDL 2's drivers.
    public static func videoDriver(_ text: String) throws(OptionError) -> String {
        let known = ["x11", "wayland", "kmsdrm", "dummy", "offscreen", "directfb", "rpi", "vivante"]
        guard known.contains(text.lowercased()) else {
            throw OptionError("--video-driver takes one of \(known.joined(separator: ", ")); got '\(text)'")
        }
        return text.lowercased()
    }
}

/// A bad command-line value, with a message that says what the option takes.
public struct OptionError: Error, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
