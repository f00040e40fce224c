import CSDL2
import FlickRaster

/// What a rendered run of text depends on: the string, the font file and pixel size, the colour,
/// the wrap width in pixels (0 = no wrapping) and the alignment of its lines.
///
/// The colour is baked into the texels (the software renderer's colour-modulated blit costs
/// about nine times a plain blend), so a colour change renders the run again.
struct TextRunKey: Hashable, Sendable {
    var string: String
    var font: String
    var pixelSize: Int
    var rgba: UInt32
    var wrapWidth: Int
    var alignment: String
}

/// Rendered text runs by `TextRunKey`, packed into shared page textures (`TextAtlas`): the
/// labels on one page draw in one batch. Holds the pages' textures and the sizes of runs
/// measured but not rendered. Main actor only: SDL textures belong to the render thread.
@MainActor
final class TextRunCache {
    /// A run ready to draw: the page texture holding it, the page's size, and where the part
    /// of it held is (`slot`: the run without its clear margins, inside a border).
    struct Run {
        let texture: OpaquePointer
        let pageWidth: Int
        let pageHeight: Int
        let slot: TextAtlas<TextRunKey>.Slot
        /// The whole run's size in texels (its layout).
        var width: Int { slot.runWidth }
        var height: Int { slot.runHeight }
    }

    /// A page's texture and size.
    private struct Page {
        let texture: OpaquePointer
        let width: Int
        let height: Int
    }

    private var atlas = TextAtlas<TextRunKey>()
    private var pages: [Int: Page] = [:]
    /// Pixel sizes known of runs not rendered (nil where the font is missing), for the frame
    /// plan. Kept until `removeAll` or `SDLRenderer.textSizesKept` of them.
    var sizes: [TextRunKey: (width: Int, height: Int)?] = [:]

    /// How long an unused run keeps its room, in frames (1 800 = 30 s at 60 Hz, as pictures:
    /// docs/RENDERING.md, "Preparing ahead").
    var maxIdleFrames: Int {
        get { atlas.maxIdleFrames }
        set { atlas.maxIdleFrames = newValue }
    }

    /// The number of page textures held.
    var pageCount: Int { pages.count }

    /// The run for `key`, marked as used in `frame` (and kept, when `keep`: made ahead of need);
    /// nil when not rendered.
    func use(_ key: TextRunKey, frame: Int, keep: Bool = false) -> Run? {
        atlas.use(key, frame: frame, keep: keep).flatMap(run)
    }

    /// Room on a page for the part `held` of a new `width` × `height` run, the page's texture
    /// made with `textures` when the page is new. Nil, and nothing held, when SDL cannot make
    /// the texture (`SDL_GetError` says why).
    func place(
        _ key: TextRunKey, width: Int, height: Int, held: PixelRect, frame: Int, keep: Bool, textures: TextureMaker
    ) -> Run? {
        guard let slot = atlas.place(key, width: width, height: height, held: held, frame: frame, keep: keep)
        else { return nil }
        if pages[slot.page] == nil, let page = atlas.page(slot.page) {
            guard
                let texture = textures.make(
                    SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, width: page.width, height: page.height)
            else {
                atlas.remove(key)
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            textures.setScaleMode(texture, SDL_ScaleModeLinear)
            pages[slot.page] = Page(texture: texture, width: page.width, height: page.height)
        }
        return run(slot)
    }

    /// Forgets the run for `key` (its texels could not be filled).
    func remove(_ key: TextRunKey) {
        atlas.remove(key)
    }

    /// Forgets runs idle for `maxIdleFrames` and frees the pages left without runs.
    func sweep(frame: Int) {
        for id in atlas.sweep(frame: frame) {
            if let page = pages.removeValue(forKey: id) { SDL_DestroyTexture(page.texture) }
        }
    }

    /// Destroys every page and forgets every run and size.
    func removeAll() {
        for page in pages.values { SDL_DestroyTexture(page.texture) }
        pages.removeAll()
        atlas.removeAll()
        sizes.removeAll()
    }

    /// The run in `slot`, when its page has a texture.
    private func run(_ slot: TextAtlas<TextRunKey>.Slot) -> Run? {
        guard let page = pages[slot.page] else { return nil }
        return Run(texture: page.texture, pageWidth: page.width, pageHeight: page.height, slot: slot)
    }
}
