import CSDL2
import FlickLayers

extension SDLRenderer {
    /// The streaming texture of `f`'s stream (YUY2 or RGBA32, as its format), with `f` uploaded
    /// into it unless it already holds that frame. A stream whose frame size or format changes
    /// gets a new texture; a stream no frame has drawn for the cache's idle limit is freed like
    /// any image. Uploading reads the frame's bytes, so a frame painted on demand is painted here.
    func videoTexture(_ f: VideoFrame) -> CachedTexture? {
        let (format, name) =
            switch f.format {
            case .yuyv: (SDL_PIXELFORMAT_YUY2, "YUY2")
            case .rgba: (SDL_PIXELFORMAT_RGBA32, "RGBA")
            }
        let key = ImageRef.video(f).key
        guard
            case (var e, let made)? = streamingTexture(
                key, format, width: f.width, height: f.height, isOpaque: f.isOpaque, what: "\(name) streaming texture")
        else { return placeholder() }
        if made || e.version != f.sequence {
            guard upload(f, into: e.texture) else { return placeholder() }
            e.version = f.sequence
            images.insert(key, e)
        }
        return e
    }

    /// The streaming texture cached under `key` (of `format`, linear filtering), made when
    /// there is none of `width` × `height` (`made`: nothing is in it yet; one of another size is
    /// replaced). Nil, and a diagnostic naming `what`, when SDL cannot make it. An image cache
    /// entry: freed when nothing used it for the cache's idle limit, or with the renderer's
    /// resources.
    func streamingTexture(
        _ key: ImageRef.Key, _ format: SDL_PixelFormatEnum, width: Int, height: Int, isOpaque: Bool, what: String
    ) -> (entry: CachedTexture, made: Bool)? {
        if let e = images.use(key, frame: frame), e.width == width, e.height == height { return (e, false) }
        guard
            let t = SDL_CreateTexture(
                sdlRenderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else {
            report(SDLError.last("make a \(width)×\(height) \(what)").description)
            return nil
        }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        let e = CachedTexture(
            texture: t, width: width, height: height, owned: true, lastUsed: frame, isOpaque: isOpaque)
        images.insert(key, e)
        return (e, true)
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
