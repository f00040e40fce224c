import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension ImageExtent {
    /// The extent of a texture the renderer holds.
    init(_ texture: CachedTexture) {
        self.init(width: texture.width, height: texture.height, owned: texture.owned, isOpaque: texture.isOpaque)
    }
}

extension SDLRenderer: FramePlanSizes {
    /// The rectangle a text run draws in its item's space (`runRect`), measured unless it is
    /// not yet and `isOffOutput` says its `textReach` lies off the output; nil when it draws
    /// nothing.
    func textRect(_ text: DisplayItem.Text, isOffOutput: (Rect) -> Bool) -> Rect? {
        let key = textRunKey(text)
        if knownTextRunSize(key) == nil {
            let reach = textReach(text)
            if isOffOutput(reach) { return reach }
        }
        guard let size = textRunSize(text, key: key) else { return nil }
        return runRect(text, width: size.width, height: size.height)
    }

    /// An image's extent without making its texture when that can wait, so only what is drawn
    /// gets one (the plan sizes every image in the list; a panel sliding in shows a strip of
    /// itself): a picture file's size comes from its decoded pixels when the background decoder
    /// has them, else from its PNG header, read once. Video frames carry their extent. Run-time
    /// bitmaps, other formats and unreadable files get their texture at once (`imageTexture`).
    func imageExtent(_ ref: ImageRef) -> ImageExtent? {
        // A video frame says its size and opacity; its upload (and, for a frame painted on
        // demand, its painting) waits until it is drawn.
        if case .video(let f) = ref.source {
            return ImageExtent(width: f.width, height: f.height, isOpaque: f.isOpaque)
        }
        if let e = images.use(ref.key, frame: frame) { return ImageExtent(e) }
        if case .asset(let path) = ref.source, let assets {
            let full = assets.path(for: path)
            if let d = imageFiles.decodedSize(full) {
                return ImageExtent(width: d.width, height: d.height, isOpaque: d.isOpaque)
            }
            if let size = headerSize(full, key: ref.key) {
                return ImageExtent(width: size.width, height: size.height, isOpaque: nil)
            }
        }
        return imageTexture(ref).map(ImageExtent.init)
    }

    /// The pixel size `path`'s header gives, read once (kept under `key`); nil when the file
    /// cannot be read or is not a PNG.
    private func headerSize(_ path: String, key: ImageRef.Key) -> (width: Int, height: Int)? {
        if let known = images.sizes[key] { return known }
        var bytes = [UInt8](repeating: 0, count: 24)
        var read = 0
        if let rw = SDL_RWFromFile(path, "rb") {
            read = bytes.withUnsafeMutableBytes { Int(SDL_RWread(rw, $0.baseAddress, 1, 24)) }
            SDL_RWclose(rw)
        }
        let size = Self.pngSize(header: bytes.prefix(read))
        images.sizes[key] = size
        return size
    }

    /// Width and height from the first 24 bytes of a PNG file (signature, then the IHDR chunk,
    /// whose data starts with both as big-endian 32-bit numbers: PNG specification, §11.2.2);
    /// nil for anything else, or a size of zero or past 2³¹ − 1.
    nonisolated static func pngSize(header: some Collection<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == ihdr else { return nil }
        func number(at i: Int) -> Int { b[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = number(at: 16), h = number(at: 20)
        guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else { return nil }
        return (w, h)
    }
}
