#if canImport(Glibc)
import Glibc
#endif

/// Decides whether a real display can be reached, before SDL is asked for a window.
///
/// A display is reachable when `DISPLAY` or `WAYLAND_DISPLAY` is set, or when a DRM card node
/// (`/dev/dri/card*`) can be opened for reading and writing (the kmsdrm console of a Raspberry
/// Pi or kiosk). An explicit `SDL_VIDEODRIVER` or `--video-driver` always wins.
public enum DisplayProbe {
    /// Why the probe decided what it decided, for the log.
    public struct Result: Sendable, Equatable {
        /// True when a window can probably be opened.
        public var isReachable: Bool
        /// A human explanation ("DISPLAY=:99", "no DISPLAY, WAYLAND_DISPLAY or usable /dev/dri/card*").
        public var reason: String
    }

    /// Probes the environment `env` (defaults to the process environment) and the DRM nodes.
    public static func probe(environment env: [String: String]? = nil, drmNodes: [String]? = nil) -> Result {
        let e = env ?? currentEnvironment()
        if let driver = e["SDL_VIDEODRIVER"], !driver.isEmpty {
            return Result(isReachable: driver != "dummy" && driver != "offscreen", reason: "SDL_VIDEODRIVER=\(driver)")
        }
        if let d = e["DISPLAY"], !d.isEmpty { return Result(isReachable: true, reason: "DISPLAY=\(d)") }
        if let w = e["WAYLAND_DISPLAY"], !w.isEmpty { return Result(isReachable: true, reason: "WAYLAND_DISPLAY=\(w)") }
        for node in drmNodes ?? (0..<4).map({ "/dev/dri/card\($0)" }) where access(node, R_OK | W_OK) == 0 {
            return Result(isReachable: true, reason: "kmsdrm via \(node)")
        }
        return Result(isReachable: false, reason: "no DISPLAY, WAYLAND_DISPLAY or usable /dev/dri/card*")
    }

    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") {
                result[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            p += 1
        }
        return result
    }
}
