#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Circles, their borders and their shadows, pre-drawn once into one shared texture so a GPU
/// renderer puts each on screen with a handful of triangles instead of a tessellated outline and
/// its anti-aliasing fringe (docs/RENDERING.md, "Circles from sprites").
///
/// The atlas only keeps the bookkeeping: which sprites exist, where each sits in the texture,
/// which ones a frame asked for and did not find. The renderer draws a missing sprite's shape as
/// a mesh; once the sprite is wanted (`secondMissWithin`), it is made before the next frame
/// draws anything (`makeWantedSprites` in the renderer), so the texture never changes under queued
/// drawing.
package struct SpriteAtlas {
    /// The texture's width and height, in texels.
    package static let side = 1024
    /// The largest diameter, in pixels, drawn from a sprite; larger circles stay meshes (their
    /// many covered pixels would cost more to sample than their outline costs to tessellate).
    package static let maxDiameter = 160.0
    /// The smallest diameter, in pixels, drawn from a sprite.
    package static let minDiameter = 2.0
    /// Discs and rings are made at their size to a quarter pixel, with their centre at its
    /// position within a pixel to a quarter pixel, and drawn one texel per pixel: the linear
    /// filter then reads each texel at its centre and the edge stays as sharp as the mesh's.
    package static let quarters = 4.0
    /// Ring widths are quantised to this fraction of a pixel.
    package static let ringWidthStep = 1.0 / 8
    /// Shadows are soft, so they are made at size classes (`classesPerDoubling` per doubling:
    /// the next class up, shrunk by at most 2^(1/8) ≈ 9 %) and σ classes, and drawn scaled: a
    /// shadow whose size animates needs a new sprite only every 9 %.
    static let classesPerDoubling = 8.0
    /// Frames after a reset during which a full atlas is not reset again (sprites that do not fit
    /// are then drawn as meshes): a working set larger than the atlas must not clear it every frame.
    static let resetCooldown = 120
    /// A sprite is made when it is missed in two frames no more than this many frames apart, or
    /// missed once when a circle of its size (any sub-pixel position) was drawn in the frame
    /// before: a circle whose size animates asks for a new size every frame and would otherwise
    /// get sprites it never draws, while one that moves at a steady size gets each new
    /// position's sprite at once.
    static let secondMissWithin = 60

    /// What a sprite holds.
    package enum Shape: UInt8, Hashable, Sendable {
        /// A filled disc.
        case disc
        /// A ring: a circle's border (CALayer's, drawn inside the edge).
        case ring
        /// A circle's soft shadow.
        case shadow
    }

    /// One sprite: a shape at a size, with its ring width or shadow softness, and where its
    /// centre falls within a pixel.
    package struct Key: Hashable, Sendable {
        package var shape: Shape
        /// Discs and rings: the diameter in quarter pixels. Shadows: the diameter's class
        /// (2^(size / 8) texels).
        package var size: Int
        /// Rings: the width in eighths of a pixel. Shadows: σ's class (2^(detail / 8) texels).
        /// Discs: 0.
        package var detail: Int
        /// Discs and rings: the centre's offset from a pixel corner, in quarter pixels, x + 4y.
        /// Shadows: 0 (they are drawn scaled and soft; where their texels fall does not show).
        package var phase: Int

        /// The sprite of `shape` with the given size, detail and phase.
        package init(shape: Shape, size: Int, detail: Int, phase: Int) {
            self.shape = shape
            self.size = size
            self.detail = detail
            self.phase = phase
        }

        /// The circle's diameter, in texels.
        package var diameter: Double {
            shape == .shadow ? SpriteAtlas.classValue(size) : Double(size) / SpriteAtlas.quarters
        }
        /// A ring's width, in texels.
        package var ringWidth: Double { shape == .ring ? Double(detail) * SpriteAtlas.ringWidthStep : 0 }
        /// A shadow's σ, in texels.
        package var sigma: Double { SpriteAtlas.classValue(detail) }

        /// How far the sprite's pixels reach from the circle's centre, in texels: one texel past
        /// the anti-aliased edge, or three σ past the edge for a shadow (where the mesh shadow
        /// ends too).
        package var reach: Double {
            switch shape {
            case .disc, .ring: diameter / 2 + 1
            case .shadow: diameter / 2 + 3 * sigma + 1
            }
        }

        /// Whole texels from the slot's edge to the texel corner the centre is offset from.
        package var half: Int { Int(reach.rounded(.up)) }
        /// The sprite's square, in texels: room for the reach on both sides of a centre offset by
        /// up to ¾ texel.
        package var texels: Int { 2 * half + 1 }
        /// The circle's centre, in texels from the slot's top-left corner.
        package var center: (x: Double, y: Double) {
            (Double(half) + Double(phase % 4) / SpriteAtlas.quarters,
             Double(half) + Double(phase / 4) / SpriteAtlas.quarters)
        }
    }

    /// Where a sprite sits in the texture: a `side`-wide square of texels at (x, y), in a room
    /// of `room` texels (larger when it took an older, larger sprite's place).
    package struct Slot: Hashable, Sendable {
        package var x: Int
        package var y: Int
        package var side: Int
        package var room: Int
    }

    /// The smallest class whose value is at least `value` (value > 0).
    package static func classAbove(_ value: Double) -> Int {
        Int((classesPerDoubling * log2(value) - 1e-9).rounded(.up))
    }

    /// The class nearest `value` (value > 0).
    package static func classNearest(_ value: Double) -> Int {
        Int((classesPerDoubling * log2(value)).rounded())
    }

    /// A class's value: 2^(k / 8).
    package static func classValue(_ k: Int) -> Double { exp2(Double(k) / classesPerDoubling) }

    package private(set) var slots: [Key: Slot] = [:]
    /// The texels of the sprite being made (kept: making sprites allocates nothing).
    package var pixels: [UInt32] = []
    /// Texels made per frame at most (at least one sprite is made when any is wanted): a burst
    /// of new circles is spread over frames, drawn as meshes until their turn. A 160-px disc
    /// has 27 000; making the default 65 536 takes about 0.5 ms under llvmpipe (7.5 ns a
    /// texel, drawn and uploaded; docs/MEASURING.md).
    package var texelBudget = 65_536
    /// The frame each sprite was last drawn in (or made).
    private var lastUsed: [Key: Int] = [:]
    /// An empty atlas.
    package init() {}

    /// Whether any sprite was missed and not made yet.
    package var hasMisses: Bool { !missed.isEmpty }
    /// Sprites wanted (`slot(for:frame:)`), in the order this frame asked for them.
    package private(set) var wanted: [Key] = []
    private var wantedSet: Set<Key> = []
    /// Sprites missed and not made, with the last frame they were missed in (`secondMissWithin`).
    private var missed: [Key: Int] = [:]
    /// The sizes asked for (keys with phase 0) in `formsFrame` and in the frame before it.
    private var forms: Set<Key> = []
    private var lastForms: Set<Key> = []
    private var formsFrame = Int.min
    /// Where sprites sit: a texel of gap after each, so linear filtering at a sprite's edge never
    /// reads its neighbour.
    private var packer = ShelfPacker(width: SpriteAtlas.side, height: SpriteAtlas.side, gap: 1)
    /// The frame of the last reset (nil: never).
    private var lastReset: Int?
    /// Resets so far (tests, the bench).
    package private(set) var resets = 0
    /// Sprites whose room went to a newer one so far (tests, the bench).
    private(set) var evictions = 0

    /// The sprite's place (noting it as used in `frame`), or nil after noting the miss: a
    /// sprite last missed in an earlier frame, at most `secondMissWithin` frames before, or
    /// one whose size was asked for in the frame before, is wanted.
    package mutating func slot(for key: Key, frame: Int) -> Slot? {
        if frame != formsFrame {
            swap(&forms, &lastForms)
            forms.removeAll(keepingCapacity: true)
            if frame != formsFrame &+ 1 { lastForms.removeAll(keepingCapacity: true) }
            formsFrame = frame
            // Misses too old to count are forgotten now and then (a circle whose size animates
            // leaves one a frame, never made).
            if frame % Self.secondMissWithin == 0 {
                missed = missed.filter { frame - $0.value <= Self.secondMissWithin }
            }
        }
        var form = key
        form.phase = 0
        forms.insert(form)
        if let s = slots[key] {
            lastUsed[key] = frame
            return s
        }
        let last = missed.updateValue(frame, forKey: key)
        let again = last.map { $0 < frame && frame - $0 <= Self.secondMissWithin } ?? false
        if again || lastForms.contains(form), wantedSet.insert(key).inserted { wanted.append(key) }
        return nil
    }

    /// Places the wanted sprites, in the order they were asked for while their texels fit
    /// `texelBudget` (the first always), largest first, and returns them for the caller to draw
    /// into the texture (each with its room, to be cleared around it). A sprite that does not
    /// fit takes the room of the sprite unused longest among those with room enough and not
    /// drawn in the last frame; when there is none, the atlas starts over (unless it did less
    /// than `resetCooldown` frames before `frame`). What is over the budget or still does not
    /// fit stays missing: it is wanted again when next drawn.
    package mutating func placeWanted(frame: Int) -> [(Key, Slot)] {
        defer {
            wanted.removeAll(keepingCapacity: true)
            wantedSet.removeAll(keepingCapacity: true)
        }
        var placed: [(Key, Slot)] = []
        var spent = 0, kept = 0
        for i in wanted.indices {
            let texels = wanted[i].texels * wanted[i].texels
            guard spent == 0 || spent + texels <= texelBudget else { continue }
            spent += texels
            wanted[kept] = wanted[i]
            kept += 1
        }
        wanted.removeLast(wanted.count - kept)
        // Largest first: each shelf is then started by the tallest square it will hold.
        wanted.sort { $0.texels > $1.texels }
        for key in wanted {
            let side = key.texels
            guard side <= Self.side else { continue }
            var slot = packer.place(width: side, height: side).map { Slot(x: $0.x, y: $0.y, side: side, room: side) }
            if slot == nil, let old = stalest(roomFor: side, before: frame - 1) {
                let room = slots.removeValue(forKey: old)!
                lastUsed[old] = nil
                evictions += 1
                slot = Slot(x: room.x, y: room.y, side: side, room: room.room)
            }
            if slot == nil, lastReset.map({ frame - $0 >= Self.resetCooldown }) ?? true {
                slots.removeAll(keepingCapacity: true)
                lastUsed.removeAll(keepingCapacity: true)
                packer.reset()
                lastReset = frame
                resets += 1
                // What this frame already placed was cleared with the rest: place it again.
                let again = placed.map(\.0)
                placed.removeAll(keepingCapacity: true)
                for k in again {
                    guard let p = packer.place(width: k.texels, height: k.texels) else { continue }
                    let s = Slot(x: p.x, y: p.y, side: k.texels, room: k.texels)
                    slots[k] = s
                    lastUsed[k] = frame
                    placed.append((k, s))
                }
                slot = packer.place(width: side, height: side).map { Slot(x: $0.x, y: $0.y, side: side, room: side) }
            }
            guard let s = slot else { continue }
            missed[key] = nil
            slots[key] = s
            lastUsed[key] = frame
            placed.append((key, s))
        }
        return placed
    }

    /// The sprite last used longest ago (before `frame`) whose room holds a `side`-wide square,
    /// the smallest such room first.
    private func stalest(roomFor side: Int, before frame: Int) -> Key? {
        var best: (key: Key, room: Int, used: Int)?
        for (key, slot) in slots where slot.room >= side {
            let used = lastUsed[key] ?? Int.min
            guard used < frame else { continue }
            if let b = best, (slot.room, used) >= (b.room, b.used) { continue }
            best = (key, slot.room, used)
        }
        return best?.key
    }

    /// The sprite's texels, row by row, in the top-left corner of a `room`-wide square (clear
    /// around it): white, with the shape's coverage as alpha (SDL's ARGB8888), so the vertex
    /// colour of a draw paints it.
    package static func pixels(_ key: Key, room: Int? = nil) -> [UInt32] {
        var out: [UInt32] = []
        draw(key, room: room ?? key.texels, into: &out)
        return out
    }

    /// `pixels(key, room:)` written into `out` (replacing what it held, keeping its storage,
    /// so making sprites allocates nothing once the buffer has grown).
    ///
    /// Only the texels within the shape's reach are computed, and of those only the ones whose
    /// coverage is partial take a square root: a row starts and ends where the reach does, and
    /// squared distances sort the rest into clear, full and edge (the same bytes as computing
    /// every texel; a 60-px disc has about 5 % of its square on its edge).
    package static func draw(_ key: Key, room: Int, into out: inout [UInt32]) {
        let n = key.texels
        let stride = max(room, n)
        let (cx, cy) = key.center
        let r = key.diameter / 2
        let clear: UInt32 = 0x00FF_FFFF
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: repeatElement(clear, count: stride * stride))
        // Beyond `outer` nothing is covered. Discs and rings are full between `fullIn` and
        // `fullOut` and clear inside `hole` (squared distances; negative bounds never match).
        let outer = key.shape == .shadow ? r + 3 * key.sigma : r + 0.5
        let outer2 = outer * outer
        let fullOut = r - 0.5
        let fullOut2 = fullOut >= 0 ? fullOut * fullOut : -1
        let fullIn = key.shape == .ring ? r - key.ringWidth + 0.5 : 0
        let fullIn2 = fullIn > 0 ? fullIn * fullIn : -1
        let hole = key.shape == .ring ? r - key.ringWidth - 0.5 : -1
        let hole2 = hole >= 0 ? hole * hole : -1
        // A shadow's centre never reaches full strength when the circle is small against σ: the
        // same cap as the mesh shadow's, (2Φ(d/2σ) − 1)² (MeshBuilder.shadow).
        let peak = key.shape == .shadow ? pow(2 * MeshBuilder.normalCDF(r / key.sigma) - 1, 2) : 1
        out.withUnsafeMutableBufferPointer { texels in
            for y in 0..<n {
                let dy = Double(y) + 0.5 - cy
                let dy2 = dy * dy
                guard dy2 < outer2 else { continue }
                let span = (outer2 - dy2).squareRoot()
                let first = max(Int((cx - span - 0.5).rounded(.down)), 0)
                let last = min(Int((cx + span - 0.5).rounded(.up)), n - 1)
                guard first <= last else { continue }
                let row = y * stride
                for x in first...last {
                    let dx = Double(x) + 0.5 - cx
                    let d2 = dx * dx + dy2
                    if d2 >= outer2 || d2 <= hole2 { continue }
                    if key.shape != .shadow, d2 <= fullOut2, d2 >= fullIn2 {
                        texels[row + x] = 0xFFFF_FFFF
                        continue
                    }
                    let d = d2.squareRoot()
                    let a: Double
                    switch key.shape {
                    case .disc:
                        // A one-pixel linear ramp centred on the edge, as the mesh fringe draws it.
                        a = min(max(r - d + 0.5, 0), 1)
                    case .ring:
                        a = min(max(r - d + 0.5, 0), 1) - min(max(r - key.ringWidth - d + 0.5, 0), 1)
                    case .shadow:
                        let e = d - r
                        a = e >= 3 * key.sigma ? 0 : min(MeshBuilder.normalCDF(-e / key.sigma), peak)
                    }
                    let byte = UInt32((min(max(a, 0), 1) * 255).rounded())
                    texels[row + x] = byte << 24 | clear
                }
            }
        }
    }

    /// Forgets every sprite (the texture is gone).
    package mutating func removeAll() {
        slots.removeAll()
        lastUsed.removeAll()
        wanted.removeAll()
        wantedSet.removeAll()
        missed.removeAll()
        forms.removeAll()
        lastForms.removeAll()
        packer.reset()
        lastReset = nil
    }
}
