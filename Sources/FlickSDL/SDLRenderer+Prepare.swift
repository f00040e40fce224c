public import FlickLayers

extension SDLRenderer {
    /// Loads the images and renders the text runs `list` names that are not cached yet, at
    /// most `maxUploads` of them, and marks those already cached as used now (so content kept
    /// prepared is not evicted while it waits offscreen). `.ready` when all are cached — or
    /// cannot be: a text run whose font is missing is reported once and passed over, so it never
    /// holds the rest back.
    ///
    /// With a work queue (`RendererOptions.work`), the image files go to it first,
    /// all at once. The decoder runs only on a core nothing else wants, so this does not wait
    /// for it: a file still queued is decoded here, in its turn, as without the decoder; one
    /// being decoded is left to finish (`.waiting` once the rest is done) and uploaded by a
    /// later call; one decoded is only uploaded. What it uploads is counted in the next frame's
    /// `FrameStats.uploadsAhead` and `bytesUploadedAhead`.
    ///
    /// Text runs are measured before any is rendered, up to `measuresPerUpload` for each upload
    /// allowed (`.more` while some are left to measure): the frame plan needs every run's size,
    /// and measuring is far cheaper than rendering. A panel's runs are all measured in the first
    /// frames after launch, so the first swipe's plan lays out none of them even when the
    /// preparation has not reached their turn to be rendered.
    public func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
        var uploads = 0
        requestImageFiles(list)
        var measured = 0
        for case .text(let t) in list.items {
            let key = textRunKey(t)
            guard knownTextRunSize(key) == nil else { continue }
            guard measured < maxUploads * Self.measuresPerUpload else { return .more }
            // A run that cannot be measured (its font is missing) is passed over, as below.
            if textRunSize(t, key: key) != nil { measured += 1 }
        }
        var decoding = false
        for item in list.items {
            switch item {
            case .image(let im):
                if case .video = im.image.source { continue }
                if images.use(im.image.key, frame: frame) != nil { continue }
                if case .asset(let path) = im.image.source, let assets, imageFiles.isDecoding(assets.path(for: path)) {
                    decoding = true
                    continue
                }
                guard uploads < maxUploads else { return .more }
                if imageTexture(im.image) != nil { uploads += 1 }
            case .text(let t):
                let key = textRunKey(t)
                if textRuns.use(key, frame: frame, keep: true) != nil { continue }
                guard uploads < maxUploads else { return .more }
                if textRun(t, key: key, keep: true) != nil { uploads += 1 }
            default:
                continue
            }
        }
        return decoding ? .waiting : .ready
    }

    /// Text runs `prepare` measures for each upload it may make: 8 × 60 µs, the time of one
    /// or two uploads on llvmpipe, so a call's cost stays of the order its `maxUploads` says.
    static let measuresPerUpload = 8

    /// Hands every image file `list` shows that has no texture yet to the background decoder
    /// (files already asked for are not asked again; inline, nothing is asked).
    private func requestImageFiles(_ list: DisplayList) {
        guard let assets else { return }
        for case .image(let im) in list.items {
            guard case .asset(let path) = im.image.source, images.use(im.image.key, frame: frame) == nil else {
                continue
            }
            imageFiles.request(assets.path(for: path))
        }
    }
}
