import CSDL2

/// Open SDL_ttf fonts by file and pixel size.
///
/// A font that cannot be opened is remembered as missing (so it is reported once, not every
/// frame); callers fall back to the regular face.
@MainActor
final class FontCache {
    private struct Key: Hashable {
        var path: String
        var pixelSize: Int
    }
    private var fonts: [Key: OpaquePointer] = [:]
    private var missing: Set<Key> = []

    /// Creates an empty cache.
    init() {}

    /// The font at `path` (absolute) at `pixelSize`, or nil with `error` set the first time it fails.
    func font(path: String, pixelSize: Int, error: (String) -> Void) -> OpaquePointer? {
        let key = Key(path: path, pixelSize: max(1, pixelSize))
        if let f = fonts[key] { return f }
        if missing.contains(key) { return nil }
        guard let f = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            missing.insert(key)
            error("font \(path) could not be opened: \(String(cString: SDL_GetError()))")
            return nil
        }
        fonts[key] = f
        return f
    }

    /// Closes every font.
    func removeAll() {
        for f in fonts.values { TTF_CloseFont(f) }
        fonts.removeAll()
        missing.removeAll()
    }
}
