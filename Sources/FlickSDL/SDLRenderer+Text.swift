import CSDL2
public import FlickGeometry
public import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// The size, in points, that `string` takes when drawn with `style`: lines wrap at
    /// `maxWidth` points when given (and the style wraps), each line is the font's line skip
    /// tall. Text layers draw exactly this layout (`runSize`), so layout code can size labels
    /// with it.
    public func measureText(_ string: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        guard let font = font(style.font, pixelSize: pixelSize(style)) else { return .zero }
        let wrap = style.wraps ? maxWidth.map { max(1, Int(($0 * scale).rounded(.down))) } ?? 0 : 0
        let run = Self.runSize(string, wrap: wrap, font: font)
        return Size(width: Double(run.width) / scale, height: Double(run.height) / scale)
    }

    /// The font size in whole pixels for a style at this renderer's scale.
    func pixelSize(_ style: TextStyle) -> Int { max(1, Int((style.size * scale).rounded())) }

    /// The font for an asset path at a pixel size, falling back to the regular face.
    func font(_ path: String, pixelSize: Int) -> OpaquePointer? {
        guard let assets else {
            report("text not drawn: no Assets folder was found for font \(path)")
            return nil
        }
        if let f = fonts.font(path: assets.path(for: path), pixelSize: pixelSize, error: { report($0) }) { return f }
        guard path != TextStyle.regularFont else { return nil }
        return fonts.font(path: assets.path(for: TextStyle.regularFont), pixelSize: pixelSize, error: { report($0) })
    }

    /// The advance width of `s` in pixels (0 for an empty string).
    static func width(of s: String, font: OpaquePointer) -> Int {
        guard !s.isEmpty else { return 0 }
        var w: Int32 = 0
        var h: Int32 = 0
        TTF_SizeUTF8(font, s, &w, &h)
        return Int(w)
    }

    /// The pixel size of a text item's run without rendering it: from the cached run, or laid
    /// out (line breaks and widths only: microseconds once its glyphs are loaded, about 60 µs
    /// a run the first time) and remembered. The frame plan needs every item's extent, but only
    /// what shows is drawn: a panel sliding in makes the runs of the rows that reach the
    /// screen, not all of them at once (and measures only those near it, `textReach`).
    /// `key` is `textRunKey(t)` when the caller has it already.
    func textRunSize(_ t: DisplayItem.Text, key: TextRunKey? = nil) -> (width: Int, height: Int)? {
        let key = key ?? textRunKey(t)
        if let size = knownTextRunSize(key) { return size }
        guard let font = font(t.style.font, pixelSize: key.pixelSize) else { return nil }
        let size = Self.runSize(t.string, wrap: key.wrapWidth, font: font)
        if textRuns.sizes.count >= Self.textSizesKept { textRuns.sizes.removeAll(keepingCapacity: true) }
        textRuns.sizes[key] = (size.width, size.height)
        return (size.width, size.height)
    }

    /// A run's pixel size when it is known without laying it out: its run is cached, or it was
    /// measured before.
    func knownTextRunSize(_ key: TextRunKey) -> (width: Int, height: Int)? {
        if let run = textRuns.use(key, frame: frame) { return (run.width, run.height) }
        return textRuns.sizes[key] ?? nil
    }

    /// Text sizes remembered without runs, at most (then forgotten all at once: each costs
    /// microseconds to lay out again).
    static let textSizesKept = 4096

    /// A run's lines (wrapped at `wrap` pixels when positive) and its pixel size: the widest
    /// line by the lines' font line skip, at least 1 × 1.
    static func runSize(_ string: String, wrap: Int, font: OpaquePointer) -> (lines: [String], width: Int, height: Int)
    {
        let lines = TextLayout.lines(string, maxWidth: wrap > 0 ? wrap : nil) { width(of: $0, font: font) }
        let widest = lines.map { width(of: $0, font: font) }.max() ?? 1
        let skip = Int(TTF_FontLineSkip(font))
        return (lines, max(widest, 1), max(lines.count * skip, 1))
    }

    /// The rendered run for a text item: every line drawn in the final colour, aligned inside
    /// the widest line, and the part of it with ink (`TextAtlas.heldPart`) sent with its border
    /// to its room on a page of the text atlas (`TextRunCache`). Cached by `TextRunKey`; `keep`
    /// marks it made ahead of need (`prepare`), so an atlas short of room takes back runs that
    /// were only drawn first.
    func textRun(_ t: DisplayItem.Text, key: TextRunKey? = nil, keep: Bool = false) -> TextRunCache.Run? {
        let key = key ?? textRunKey(t)
        if let run = textRuns.use(key, frame: frame, keep: keep) { return run }
        let style = t.style
        let px = key.pixelSize, wrap = key.wrapWidth
        let c = style.color.rgba8
        guard let font = font(style.font, pixelSize: px) else { return nil }
        let (lines, w, h) = Self.runSize(t.string, wrap: wrap, font: font)
        let skip = Int(TTF_FontLineSkip(font))
        let pad = TextAtlas<TextRunKey>.padding
        let (pw, ph) = (w + 2 * pad, h + 2 * pad)
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pw), Int32(ph), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            report(SDLError.last("make a \(w)×\(h) surface for text").description)
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        var inside = SDL_Rect(x: Int32(pad), y: Int32(pad), w: Int32(w), h: Int32(h))
        SDL_SetClipRect(surface, &inside)
        let fg = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        for (i, line) in lines.enumerated() where !line.isEmpty {
            guard let ls = TTF_RenderUTF8_Blended(font, line, fg) else {
                report(SDLError.last("render text \"\(line.prefix(40))\"").description)
                continue
            }
            let lw = Int(ls.pointee.w)
            let x: Int
            switch style.alignment {
            case .left: x = 0
            case .center: x = (w - lw) / 2
            case .right: x = w - lw
            }
            var dst = SDL_Rect(x: Int32(pad + x), y: Int32(pad + i * skip), w: ls.pointee.w, h: ls.pointee.h)
            SDL_SetSurfaceBlendMode(ls, SDL_BLENDMODE_NONE)
            SDL_UpperBlit(ls, nil, surface, &dst)
            SDL_FreeSurface(ls)
        }
        let pitch = Int(surface.pointee.pitch)
        let texels = UnsafeMutableBufferPointer(
            start: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), count: pitch / 4 * ph)
        TextAtlas<TextRunKey>.extrudeEdges(texels, stride: pitch / 4, width: w, height: h)
        let held = TextAtlas<TextRunKey>.heldPart(UnsafeBufferPointer(texels), stride: pitch / 4, width: w, height: h)
        guard
            let run = textRuns.place(
                key, width: w, height: h, held: held, frame: frame, keep: keep, textures: textures)
        else {
            report(SDLError.last("make a page texture for text").description)
            return nil
        }
        // The part held and its border: in the padded surface, the border's corner is at the
        // part's own coordinates.
        let (uw, uh) = (held.width + 2 * pad, held.height + 2 * pad)
        var room = SDL_Rect(x: Int32(run.slot.x - pad), y: Int32(run.slot.y - pad), w: Int32(uw), h: Int32(uh))
        let source = UnsafeRawPointer(texels.baseAddress! + held.y * (pitch / 4) + held.x)
        guard SDL_UpdateTexture(run.texture, &room, source, Int32(pitch)) == 0 else {
            report(SDLError.last("fill a text page").description)
            textRuns.remove(key)
            return nil
        }
        stats.uploads += 1
        stats.bytesUploaded += uw * uh * 4
        return run
    }

    /// What identifies a text item's rendered run in the cache.
    func textRunKey(_ t: DisplayItem.Text) -> TextRunKey {
        let style = t.style
        let wrap = style.wraps ? max(1, Int((t.rect.width * scale).rounded(.down))) : 0
        let c = style.color.rgba8
        let rgba = UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a)
        return TextRunKey(
            string: t.string, font: style.font, pixelSize: pixelSize(style), rgba: rgba, wrapWidth: wrap,
            alignment: style.alignment.rawValue)
    }

    /// A rectangle in the layer's space surely holding `t`'s run, found without laying it out:
    /// no character advances more than `reachPerCharacter` ems, and a run has at most one line
    /// more than it has characters, each at most `reachPerLine` ems tall. Far off the output it
    /// stands for the run's own rectangle: measuring a run loads its glyphs the first time.
    func textReach(_ t: DisplayItem.Text) -> Rect {
        let em = Double(pixelSize(t.style)) / scale
        let n = Double(t.string.unicodeScalars.count)
        let w = n * Self.reachPerCharacter * em
        let h = (n + 1) * Self.reachPerLine * em
        return Rect(x: runLeft(t, width: w), y: t.rect.minY, width: w, height: h)
    }

    /// Ems a character advances at most, for `textReach`: the bundled DejaVu faces' widest
    /// advance is 1.87 (regular) and 2.02 (bold) ems (their `hhea` tables' advanceWidthMax).
    static let reachPerCharacter = 3.0
    /// Ems a line is tall at most, for `textReach`: DejaVu's line is 1.16 ems.
    static let reachPerLine = 2.0

    /// Where a run of `width` × `height` pixels sits in the layer's space: lines start at the
    /// top of the rect, aligned in it.
    func runRect(_ t: DisplayItem.Text, width: Int, height: Int) -> Rect {
        let w = Double(width) / scale, h = Double(height) / scale
        return Rect(x: runLeft(t, width: w), y: t.rect.minY, width: w, height: h)
    }

    /// The left edge, in the layer's space, of a run `w` points wide aligned in `t`'s rect.
    private func runLeft(_ t: DisplayItem.Text, width w: Double) -> Double {
        switch t.style.alignment {
        case .left: t.rect.minX
        case .center: t.rect.midX - w / 2
        case .right: t.rect.maxX - w
        }
    }

    /// Text: one textured quad per run, from its page of the text atlas (labels on one page
    /// join one batch), pixel-aligned when it maps one texel to one pixel so glyphs stay as
    /// crisp as SDL_ttf drew them.
    func drawText(_ t: DisplayItem.Text) {
        guard t.opacity > 0.002 else { return }
        let h = matrix(t.transform)
        let key = textRunKey(t)
        if knownTextRunSize(key) == nil, !isVisible(textReach(t), h) { return }
        guard let size = textRunSize(t, key: key) else { return }
        let rect = runRect(t, width: size.width, height: size.height)
        guard isVisible(rect, h), let run = textRun(t, key: key) else { return }
        let b = builder
        var options = MeshBuilder.FillOptions()
        options.antialias = false
        options.rectPieces = isSoftware && h.isAxisAligned
        // The quad covers the part of the run held (`TextAtlas.heldPart`); past it the run is clear.
        let held = run.slot.held
        let pageWidth = Double(run.pageWidth), pageHeight = Double(run.pageHeight)
        let x = Double(run.slot.x), y = Double(run.slot.y)
        if h.isAxisAligned, abs(h.a / h.i / scale - 1) < 1e-3, abs(h.e / h.i / scale - 1) < 1e-3,
            let p = h.apply(rect.minX, rect.minY)
        {
            let snapped = Rect(
                x: p.x.rounded() + Double(held.x), y: p.y.rounded() + Double(held.y), width: Double(held.width),
                height: Double(held.height))
            b.polygon.removeAll(keepingCapacity: true)
            b.polygon.append(contentsOf: snapped.corners)
            // The whole page, in target pixels: the run's texels land one per pixel.
            let page = Rect(x: snapped.minX - x, y: snapped.minY - y, width: pageWidth, height: pageHeight)
            options.uv = nudged(Homography(unitSquareOf: page), width: run.pageWidth, height: run.pageHeight)
        } else {
            guard let inverse = h.inverted() else { return }
            let sx = rect.width / Double(run.width), sy = rect.height / Double(run.height)
            let part = Rect(
                x: rect.minX + Double(held.x) * sx, y: rect.minY + Double(held.y) * sy,
                width: Double(held.width) * sx, height: Double(held.height) * sy)
            guard b.project(part.corners, h, into: &b.polygon) else { return }
            // The whole page, in the item's space.
            let page = Rect(
                x: part.minX - x * sx, y: part.minY - y * sy, width: pageWidth * sx, height: pageHeight * sy)
            options.uv = nudged(
                inverse.concatenating(Homography(unitSquareOf: page)), width: run.pageWidth, height: run.pageHeight)
            options.cell = h.isAffine ? nil : Self.perspectiveCell
        }
        parts.removeAll()
        b.fillConvex(
            b.polygon, color: VertexColor(r: 255, g: 255, b: 255, alpha: t.opacity), options: options, into: &parts)
        submitParts(texture: run.texture, opaque: false, allowsRects: options.rectPieces)
    }
}
