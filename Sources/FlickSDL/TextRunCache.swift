/// What a rendered run of text depends on: the string, the font file and pixel size, the colour,
/// the wrap width in pixels (0 = no wrapping) and the alignment of its lines.
///
/// The colour is baked into the texture (the software renderer's colour-modulated blit costs
/// about nine times a plain blend), so a colour change renders the run again.
struct TextRunKey: Hashable {
    var string: String
    var font: String
    var pixelSize: Int
    var rgba: UInt32
    var wrapWidth: Int
    var alignment: String
}

/// Rendered text runs by `TextRunKey`; evicted like images.
typealias TextRunCache = TextureCache<TextRunKey>
