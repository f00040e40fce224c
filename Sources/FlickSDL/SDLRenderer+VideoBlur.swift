import CSDL2
import FlickGeometry
import FlickLayers
import Synchronization

extension SDLRenderer {
    /// What lies between a video frame and the blur over it, drawn over transparent black at
    /// the frame's texels (`VideoBlurOverlay.texels`, premultiplied RGBA, `box` the texels it
    /// covers), with what it was drawn from: kept while those items stay the same — home's
    /// four camera buttons, through a whole swipe.
    struct VideoBlurOverlay {
        var base: Homography
        var region: PixelRect
        var step: Int
        var box: PixelRect
        var items: [DisplayItem]
        var plans: [DrawnPlan]
        var texels: [UInt8]
        /// Counts overlays made, so that a blur made over an older one is told apart.
        var serial: Int
    }

    /// What a video frame's blur was made from: the frame, the overlay drawn over it, how it
    /// was reduced and halved, and the tint.
    struct VideoBlurSource: Equatable {
        var stream: UInt64
        var sequence: UInt64
        var overlay: Int?
        var reduction: Int
        var halvings: Int
        var tint: PictureBlur.Tint

        /// The same blur of another frame of the stream.
        func isMadeLike(_ other: VideoBlurSource) -> Bool {
            var same = other
            same.sequence = sequence
            return same == self
        }
    }

    /// The last video frame's blur (`PictureBlur.blurred`), kept while the frame stays (a
    /// camera's picture stays for two display frames at 60 Hz), and the mix's bytes, reused
    /// from frame to frame.
    struct VideoBlur {
        var source: VideoBlurSource
        var blurred: [UInt8]
        var mixed: [UInt8] = []
        /// Whether `blurred` is in the blur's texture yet (uploaded when a spot needs it).
        var uploaded = false

        /// Holds `blurred`, the blur `source` says.
        mutating func hold(_ blurred: [UInt8], of source: VideoBlurSource) {
            self.blurred = blurred
            self.source = source
            uploaded = false
        }
    }

    /// How a blur over a video frame is drawn when it is made on the CPU (`blurVideoOnCPU`):
    /// mixed into the frame's picture, or left out of this frame.
    enum VideoBlurOnCPU {
        case drawn(PreparedBlur, MixedBlur)
        case leftOut
    }

    /// A video frame's blur being made on the renderer's worker, or where the frame was painted
    /// after its pixels were handed over (`ahead`; `VideoFrame.deriving(key:)`), while frames
    /// go on (`settleVideoBlur`).
    struct AsideVideoBlur {
        var source: VideoBlurSource
        var made: MadeElsewhere<[UInt8]>
        var ahead = false
    }

    /// A direct blur over an opaque RGBA video frame made on the CPU, when the renderer draws on
    /// one (`blursVideoOnCPU`): the frame's picture, with what lies between it and the blur
    /// drawn over it (`VideoBlurOverlay`), is blurred as the GPU chain would blur its backdrop
    /// (`PictureBlur`, once per frame of the stream), mixed with the picture at the blur's
    /// opacity at the picture's texels, and uploaded; the image is drawn from that, and the
    /// blur on the output only at the spots where items lie between, from the blurred picture —
    /// as a mix into a picture is drawn (`mixBlurIntoPicture`).
    ///
    /// On llvmpipe the GPU chain costs every blurred frame small passes and a wait for each
    /// target they draw (the backdrop and its chain, the mix); here a blurred frame draws what
    /// a frame without a blur does, and the CPU pays a blend of the picture's bytes and an
    /// upload, and once per camera frame the blur (docs/RENDERING.md, "A blur over a video
    /// frame, on the CPU"). Nil — the GPU chain runs — when the blur is not over one such image
    /// on whole output pixels (`imageMixSource`) outside any scissor, when the picture is
    /// coarser than the blur's backdrop or not a whole number of times finer, or when what
    /// lies between covers too much (`spotsBetween`).
    func blurVideoOnCPU(_ blur: DisplayItem.Blur, visible: PixelRect?, at index: Int, list: DisplayList)
        -> VideoBlurOnCPU?
    {
        guard blursVideoOnCPU, mixesBlurIntoPictures,
            let (item, h, _, levels) = blurExtent(blur, visible: visible), levels > 0,
            let reach = projectedBounds(item.rect, h)
        else { return nil }
        let drawn = PixelRect(minX: reach.minX, minY: reach.minY, maxX: reach.maxX, maxY: reach.maxY)
            .intersection(outputRect)
        guard !drawn.isEmpty, let source = imageMixSource(before: index, covering: drawn, list: list),
            !source.scissored, case .image(let image) = carried[source.under] ?? list.items[source.under],
            case .video(let frame) = image.image.source, frame.format == .rgba, frame.isOpaque
        else { return nil }
        let picture = source.picture, s = picture.step
        let drawnLevels = min(levels, Self.directBlurDrawLevels)
        let d = 1 << drawnLevels
        guard d % s == 0, let spots = spotsBetween(from: source.between, to: index, list, within: drawn) else {
            return nil
        }
        var overlay: VideoBlurOverlay?
        if source.between < index {
            switch videoBlurOverlay(list, from: source.between, to: index, picture: picture) {
            case .nothing: break
            case .made(let o): overlay = o
            case .failed: return nil
            }
        }
        let tint = vertexColor(item.tint, opacity: 1)
        let made = VideoBlurSource(
            stream: frame.stream, sequence: frame.sequence, overlay: overlay?.serial, reduction: d / s,
            halvings: levels - drawnLevels,
            tint: PictureBlur.Tint(
                r: Float(tint.r) / 255, g: Float(tint.g) / 255, b: Float(tint.b) / 255,
                a: Float(tint.alphaByte()) / 255))
        let bytes = frame.bytes
        var kept = videoBlur ?? VideoBlur(source: made, blurred: [])
        videoBlur = nil
        let derivation = videoBlurDerivation(made, overlay: overlay, width: frame.width, height: frame.height)
        usedVideoBlur = true
        defer { videoBlur = kept }
        guard settleVideoBlur(&kept, made: made, frame: frame, derivation: derivation, opacity: item.opacity) else {
            return .leftOut
        }
        // Only the texels the output shows (and a texel more for the filter) are mixed and sent.
        let shown = picture.shown.intersection(picture.region).cells(
            origin: (picture.region.x, picture.region.y), step: s)
        let texels = (shown.x, shown.y, shown.width, shown.height)
        PictureBlur.mix(
            bytes, kept.blurred, width: frame.width, opacity: item.opacity, within: texels, into: &kept.mixed)
        guard let mixedTexture = videoBlurTexture(frame, "mixed", kept.mixed, texels: shown) else { return nil }
        var blurred: [(texture: OpaquePointer, area: PixelRect, step: Int)] = []
        if let o = overlay {
            // The output reads it only at the spots, which the overlay's box holds (a texel
            // more for the filter).
            let read = o.box.outset(1).intersection(PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
            guard let t = videoBlurTexture(frame, "blur", kept.blurred, texels: kept.uploaded ? nil : read) else {
                return nil
            }
            kept.uploaded = true
            blurred = spots.map { _ in (t.texture, picture.region, s) }
        }
        stats.mixedBlurs += 1
        var copy = picture
        copy.texture = mixedTexture.texture
        return .drawn(
            PreparedBlur(item: item, matrix: h, picture: blurred.first),
            MixedBlur(under: source.under, spots: spots, picture: copy, blurred: blurred))
    }

    /// Makes `kept` the blur this frame shows for `made` (the picture `frame`, blurred through
    /// `derivation`, under a blur of `opacity`), or returns false when the blur is left out of
    /// this frame: kept from an earlier display frame of the same picture; made ahead where the
    /// picture was painted (`VideoFrame.Derivation`), or made aside on the renderer's worker,
    /// done. A blur still being made where the picture was painted (the picture handed over
    /// first, `VideoFrame.deriving(key:)`) is as one made aside. Else, with `blursVideoAside`,
    /// it is made aside while this frame shows the newest blur of the stream at hand — of the
    /// picture before, or one or two before (`lateVideoBlurPictures`), as a blur of a camera's
    /// frames shows a camera frame late — or, with none at hand and a faint blur
    /// (`faintVideoBlur`), none. A picture neither case covers is blurred here, on the main
    /// thread, as each is without `blursVideoAside`, or waits for the blur being made where it
    /// was painted (docs/RENDERING.md, "A blur over a video frame, on the CPU").
    private func settleVideoBlur(
        _ kept: inout VideoBlur, made: VideoBlurSource, frame: VideoFrame, derivation: VideoFrame.Derivation,
        opacity: Double
    ) -> Bool {
        if !kept.blurred.isEmpty && kept.source == made { return true }
        // A blur made aside and done: this picture's, or the newest of an earlier one at hand.
        if let aside = videoBlurAside, let blurred = aside.made.valueIfMade {
            videoBlurAside = nil
            if aside.source.isMadeLike(made), aside.source.sequence <= made.sequence,
                kept.blurred.isEmpty || !kept.source.isMadeLike(made) || aside.source.sequence > kept.source.sequence
            {
                take(blurred, of: aside, into: &kept)
                if aside.source == made { return true }
            }
        }
        if let ahead = frame.derived(key: derivation.key) {
            kept.hold(ahead, of: made)
            stats.videoBlursAhead += 1
            return true
        }
        // Still being made where the picture was painted: as a blur made aside.
        if let making = frame.deriving(key: derivation.key), videoBlurAside?.source != made {
            videoBlurAside = AsideVideoBlur(source: made, made: making, ahead: true)
        }
        let bytes = frame.bytes
        if blursVideoAside {
            let behind =
                !kept.blurred.isEmpty && kept.source.isMadeLike(made) && kept.source.sequence < made.sequence
                && made.sequence - kept.source.sequence <= Self.lateVideoBlurPictures
            if behind || opacity <= Self.faintVideoBlur {
                if videoBlurAside?.source != made, let worker = videoBlurWorker {
                    videoBlurAside = AsideVideoBlur(
                        source: made, made: MadeElsewhere(run: worker.submit) { derivation.work(bytes) })
                }
                if videoBlurAside?.source == made {
                    stats.videoBlursLate += 1
                    return behind
                }
            }
        }
        if let aside = videoBlurAside, aside.source == made {
            // Being made aside or where the picture was painted, and nothing to show meanwhile:
            // waited for (its thread then gets the core).
            videoBlurAside = nil
            take(aside.made.value, of: aside, into: &kept)
            return true
        }
        kept.hold(derivation.work(bytes), of: made)
        stats.videoBlursMade += 1
        return true
    }

    /// Makes `blurred`, the blur `aside` made, the one `kept`, counted where it was made.
    private func take(_ blurred: [UInt8], of aside: AsideVideoBlur, into kept: inout VideoBlur) {
        kept.hold(blurred, of: aside.source)
        if aside.ahead { stats.videoBlursAhead += 1 } else { stats.videoBlursAside += 1 }
    }

    /// How many pictures behind its picture a blur over a video frame may be shown while the
    /// picture's own is made aside (`settleVideoBlur`): two, 67 ms at a camera's 30 frames a
    /// second.
    static let lateVideoBlurPictures: UInt64 = 2

    /// The opacity up to which a blur over a video frame with no blur of its stream at hand is
    /// left out of the frame while its picture is blurred aside (`settleVideoBlur`): a tenth,
    /// so the frame differs from the blurred one by at most a tenth of the difference between
    /// what the blur covers and the blur. A swipe's first frame has 0.02–0.04.
    static let faintVideoBlur = 0.1

    /// The derivation that blurs the frames of `made.stream` as `made` says, over `overlay`
    /// (`VideoFrame.Derivation`): the one set for the stream when it blurs the same way, else
    /// a new one, set for the stream, so that a maker painting its frames ahead (the procedural
    /// viewfinder) blurs them there too, off the frame that draws them.
    private func videoBlurDerivation(_ made: VideoBlurSource, overlay: VideoBlurOverlay?, width: Int, height: Int)
        -> VideoFrame.Derivation
    {
        var way = made
        way.sequence = 0
        if let d = videoDerivation, d.way == way, d.width == width, d.height == height { return d.derivation }
        let texels = overlay?.texels, box = overlay.map { ($0.box.x, $0.box.y, $0.box.width, $0.box.height) }
        let (reduction, halvings, tint) = (way.reduction, way.halvings, way.tint)
        let derivation = VideoFrame.Derivation(key: Self.derivationKeys.add(1, ordering: .relaxed).newValue) { bytes in
            var backdrop = bytes
            if let texels, let box { backdrop = PictureBlur.composed(bytes, width: width, overlay: texels, at: box) }
            return PictureBlur.blurred(
                backdrop, width: width, height: height, reduction: reduction, halvings: halvings, tint: tint)
        }
        VideoFrame.setDerivation(derivation, forStream: made.stream)
        videoDerivation = (way, width, height, derivation)
        return derivation
    }

    /// Ends the derivation set for a stream (`videoBlurDerivation`) once `videoBlurGraceFrames`
    /// frames in a row drew no blur over a video frame on the CPU (or at once with `now`):
    /// nothing is blurred ahead while nothing shows it for long, but a swipe that starts soon
    /// after the last (back and forth between the camera and a panel) finds its first blur made.
    func endFrameForVideoBlur(now: Bool = false) {
        videoBlurIdleFrames = usedVideoBlur ? 0 : videoBlurIdleFrames + 1
        usedVideoBlur = false
        if let d = videoDerivation, now || videoBlurIdleFrames > Self.videoBlurGraceFrames {
            VideoFrame.setDerivation(nil, forStream: d.way.stream)
            videoDerivation = nil
        }
    }

    /// Frames without a blur over a video frame after which its frames are no longer blurred
    /// ahead: 2 s at 60 Hz. At most 60 camera pictures blurred for nothing, on an idle thread.
    static let videoBlurGraceFrames = 120

    /// Hands out derivation keys, unique in the process.
    static let derivationKeys = Atomic<Int>(0)

    /// Makes, ahead of the first swipe, the textures a blur made on the CPU over the opaque
    /// RGBA video frames `list` shows (already painted) would take (`blurVideoOnCPU`): the
    /// mixed picture and the blurred one. Once, in the frame after the warm-up
    /// (`warmUpDirectBlur`), which has first costs enough of its own: made in it, the two
    /// 360 × 640 textures took a frame at rest to 25 ms once in four runs under llvmpipe.
    func reserveVideoBlurTextures(for list: DisplayList) {
        videoBlurTexturesReserved = true
        guard blursVideoOnCPU else { return }
        // The worker that makes blurs aside, started now rather than in the first blurred frame.
        if blursVideoAside { _ = videoBlurWorker }
        for case .image(let i) in list.items {
            guard case .video(let f) = i.image.source, f.format == .rgba, f.isOpaque, f.isPainted else { continue }
            for role in ["mixed", "blur"] { _ = videoBlurTexture(f, role, f.bytes, texels: nil) }
        }
    }

    /// What `videoBlurOverlay` gives: nothing to draw, an overlay, or a failure (reported).
    enum OverlayResult {
        case nothing
        case made(VideoBlurOverlay)
        case failed
    }

    /// The items from `first` before `index` drawn over transparent black at `picture`'s
    /// texels, over the texels they may touch, and read back: the kept overlay when it holds
    /// those items drawn the same way, else a new one.
    ///
    /// Items the plan hides this frame are drawn too: hidden under the blur by something opaque
    /// over it, what the blur makes of them does not show (the plan leaves an item the blur
    /// could carry out from under its cover), and so the overlay stays the same while a panel
    /// slides over the camera's buttons and off them again — the stream's derivation with it
    /// (`videoBlurDerivation`), which a new overlay would change.
    private func videoBlurOverlay(
        _ list: DisplayList, from first: Int, to index: Int, picture: RasterPicture
    ) -> OverlayResult {
        let s = picture.step
        let columns = picture.region.width / s, rows = picture.region.height / s
        var covered: PixelRect?
        for j in first..<index {
            switch list.items[j] {
            case .pushGroup, .popGroup, .backdropBlur: continue
            default:
                guard j < itemPixels.count, let b = itemPixels[j] else { return .failed }
                covered = covered.map { $0.union(b) } ?? b
            }
        }
        guard let covered else { return .nothing }
        let box = covered.cells(origin: (picture.region.x, picture.region.y), step: s)
            .intersection(PixelRect(x: 0, y: 0, width: columns, height: rows))
        guard !box.isEmpty else { return .nothing }
        let (items, drawn) = drawnRange(list, first..<index)
        let plans = drawn.map { DrawnPlan(skip: false, flatten: $0.flatten, scissor: $0.scissor) }
        if let o = videoOverlay, o.base == basePixels, o.region == picture.region, o.step == s,
            o.box.intersection(box) == box, o.items == items, o.plans == plans
        {
            return .made(o)
        }
        guard let target = pool.acquire(width: box.width, height: box.height, frame: frame) else {
            report(SDLError.last("make a \(box.width)×\(box.height) target for a video blur's overlay").description)
            return .failed
        }
        defer { pool.release(target.texture) }
        flush()
        setTarget(target.texture)
        clearUsed(
            width: box.width, height: box.height, textureWidth: target.width, textureHeight: target.height,
            to: (0, 0, 0, 0))
        let origin = (x: picture.region.x + box.x * s, y: picture.region.y + box.y * s)
        drawItems(
            list, from: first, upTo: index, into: target.texture, origin: origin, width: box.width, height: box.height,
            step: s, backdrop: true, drawsHidden: true)
        var texels = [UInt8](repeating: 0, count: 4 * box.width * box.height)
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(box.width), h: Int32(box.height))
        let status = texels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(
                sdlRenderer, &rect, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, Int32(4 * box.width))
        }
        setTarget(targets.last?.texture)
        guard status == 0 else {
            report(SDLError.last("read back a video blur's overlay").description)
            return .failed
        }
        let serial = (videoOverlay?.serial ?? 0) + 1
        let made = VideoBlurOverlay(
            base: basePixels, region: picture.region, step: s, box: box, items: items, plans: plans, texels: texels,
            serial: serial)
        videoOverlay = made
        return .made(made)
    }

    /// The streaming texture named `role` for `frame`'s stream (the picture's size, RGBA32,
    /// linear filtering), with `bytes`' texels `texels` (nil: none) sent into it — all of them
    /// when the texture is new. An image cache entry, so it goes when no frame has drawn it for
    /// the cache's idle limit, or with the renderer's resources.
    func videoBlurTexture(_ frame: VideoFrame, _ role: String, _ bytes: [UInt8], texels: PixelRect?)
        -> CachedTexture?
    {
        guard
            let (e, made) = streamingTexture(
                "videoblur:\(frame.stream):\(role)", SDL_PIXELFORMAT_RGBA32, width: frame.width,
                height: frame.height, isOpaque: true, what: "texture for a video blur")
        else { return nil }
        let sent = made ? PixelRect(x: 0, y: 0, width: frame.width, height: frame.height) : texels
        if let r = sent, !r.isEmpty {
            var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            let status = bytes.withUnsafeBytes {
                SDL_UpdateTexture(
                    e.texture, &rect, $0.baseAddress! + 4 * (frame.width * r.y + r.x), Int32(4 * frame.width))
            }
            stats.uploads += 1
            if status != 0 {
                report(SDLError.last("upload a video blur's \(role) picture").description)
                return nil
            }
        }
        return e
    }
}
