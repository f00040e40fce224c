import CSDL2
import FlickLayers

/// A texture the renderer made, with the facts drawing needs.
struct CachedTexture {
    /// The SDL texture.
    let texture: OpaquePointer
    /// Size in texels.
    let width: Int
    let height: Int
    /// False for shared textures (the missing-image placeholder) that eviction must not destroy.
    let owned: Bool
    /// The frame that last drew it.
    var lastUsed: Int
    /// How many idle frames this texture survives, when it differs from the cache's limit.
    /// Applies only once `bitmap` is gone: a run-time bitmap someone still holds (a viewfinder's
    /// cycling grain frames) keeps its texture for the cache's usual limit, so it is not
    /// uploaded again each time it comes back.
    var idleLimit: Int? = nil
    /// For a streaming texture, the `VideoFrame.sequence` last uploaded into it.
    var version: UInt64? = nil
    /// True when every texel is fully opaque, so drawing it at full opacity hides what is
    /// behind (the frame plan culls covered items by it).
    var isOpaque = false
    /// The run-time bitmap the texture was made from, while anything else holds it.
    weak var bitmap: Bitmap?

    /// Idle frames this texture survives in a cache whose limit is `cacheLimit`.
    func idleFrames(cacheLimit: Int) -> Int {
        guard let idleLimit, bitmap == nil else { return cacheLimit }
        return idleLimit
    }
}

/// Textures by key, freed once no frame has used them for `maxIdleFrames` frames.
///
/// Images are keyed by `ImageRef.key` (text runs share pages instead: `TextRunCache`). Main
/// actor only: SDL textures belong to the render thread.
@MainActor
final class TextureCache<Key: Hashable> {
    private var entries: [Key: CachedTexture] = [:]
    /// Pixel sizes known of keys without a texture (picture files' headers read; nil where
    /// nothing usable was found), for the frame plan. Kept until `removeAll`.
    var sizes: [Key: (width: Int, height: Int)?] = [:]
    /// The texture drawn for what could not be made (images: the missing-image checkerboard),
    /// shared by every such key and destroyed with the cache.
    var placeholder: OpaquePointer?
    /// How long an unused texture survives, in frames (1 800 = 30 s at 60 Hz: a panel revisited
    /// within that keeps its text and pictures; docs/RENDERING.md, "Preparing ahead").
    var maxIdleFrames: Int

    /// Creates an empty cache.
    init(maxIdleFrames: Int = 1800) {
        self.maxIdleFrames = maxIdleFrames
    }

    /// The texture for `key`, marked as used in `frame`; nil when not cached.
    func use(_ key: Key, frame: Int) -> CachedTexture? {
        guard var e = entries[key] else { return nil }
        e.lastUsed = frame
        entries[key] = e
        return e
    }

    /// Stores a new texture for `key` (replacing and destroying any previous one).
    func insert(_ key: Key, _ texture: CachedTexture) {
        if let old = entries[key], old.owned, old.texture != texture.texture { SDL_DestroyTexture(old.texture) }
        entries[key] = texture
    }

    /// Destroys textures not used since `frame − maxIdleFrames`; returns how many went.
    @discardableResult
    func evict(before frame: Int) -> Int {
        var gone = 0
        for (key, e) in entries where e.lastUsed < frame - e.idleFrames(cacheLimit: maxIdleFrames) {
            if e.owned { SDL_DestroyTexture(e.texture) }
            entries[key] = nil
            gone += 1
        }
        return gone
    }

    /// Destroys every texture.
    func removeAll() {
        for e in entries.values where e.owned { SDL_DestroyTexture(e.texture) }
        entries.removeAll()
        sizes.removeAll()
        if let p = placeholder { SDL_DestroyTexture(p) }
        placeholder = nil
    }
}
