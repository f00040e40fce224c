public import FlickLayers

extension SDLRenderer {
    /// Loads the images and renders the text runs `list` names that are not cached yet, at
    /// most `maxUploads` of them, and marks those already cached as used now (so content kept
    /// prepared is not evicted while it waits offscreen). Returns true when all are cached —
    /// or cannot be: a text run whose font is missing is reported once and passed over, so it
    /// never holds the rest back.
    ///
    /// A panel shown for the first time otherwise renders all its text and loads all its
    /// pictures in the frame it slides in: on llvmpipe that frame took 30–45 ms (docs/MEASURING.md).
    public func prepare(_ list: DisplayList, maxUploads: Int) -> Bool {
        var uploads = 0
        let before = stats.uploads
        defer { stats.uploads = before }
        for item in list.items {
            switch item {
            case .image(let im):
                if case .video = im.image.source { continue }
                if images.use(im.image.key, frame: frame) != nil { continue }
                guard uploads < maxUploads else { return false }
                if imageTexture(im.image) != nil { uploads += 1 }
            case .text(let t):
                if textRuns.use(textRunKey(t), frame: frame) != nil { continue }
                guard uploads < maxUploads else { return false }
                if textRun(t) != nil { uploads += 1 }
            default:
                continue
            }
        }
        return true
    }
}
