import CSDL2
import FlickLayers

extension SDLRenderer {
    /// The streaming texture of `f`'s stream (YUY2 or RGBA32, as its format), with `f` uploaded
    /// into it unless it already holds that frame. A stream whose frame size or format changes
    /// gets a new texture; a stream no frame has drawn for the cache's idle limit is freed like
    /// any image. Uploading reads the frame's bytes, so a frame painted on demand is painted here.
    func videoTexture(_ f: VideoFrame) -> CachedTexture? {
        let key = ImageRef.video(f).key
        var e: CachedTexture
        if let cached = images.use(key, frame: frame), cached.width == f.width, cached.height == f.height {
            e = cached
        } else {
            let (format, name) =
                switch f.format {
                case .yuyv: (SDL_PIXELFORMAT_YUY2, "YUY2")
                case .rgba: (SDL_PIXELFORMAT_RGBA32, "RGBA")
                }
            guard let t = textures.make(format, SDL_TEXTUREACCESS_STREAMING, width: f.width, height: f.height) else {
                report(SDLError.last("make a \(f.width)×\(f.height) \(name) streaming texture").description)
                return placeholder()
            }
            textures.setScaleMode(t, SDL_ScaleModeLinear)
            // No `version` yet: nothing is in it.
            e = CachedTexture(
                texture: t, width: f.width, height: f.height, owned: true, lastUsed: frame, isOpaque: f.isOpaque)
            images.insert(key, e)
        }
        if e.version != f.sequence {
            guard upload(f, into: e.texture) else { return placeholder() }
            e.version = f.sequence
            images.insert(key, e)
        }
        return e
    }

    /// Copies a frame's bytes into a streaming texture; false (and a diagnostic) when SDL refuses.
    private func upload(_ f: VideoFrame, into texture: OpaquePointer) -> Bool {
        let status = f.bytes.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(f.bytesPerLine)) }
        stats.uploads += 1
        stats.bytesUploaded += f.bytesPerLine * f.height
        if status != 0 { report(SDLError.last("upload video frame \(f.sequence) of stream \(f.stream)").description) }
        return status == 0
    }
}
