import FlickGeometry
import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LayerGallery {
    static func fills(_ c: Layer, _ s: Size) {
        let r = slots(4, in: s)
        c.addSublayer(box(r[0].insetSquare, red))
        c.addSublayer(box(r[1].insetSquare, orange))
        c.addSublayer(box(r[2].insetSquare, green))
        let translucent = box(r[3].insetSquare, blue.withAlpha(0.55))
        c.addSublayer(translucent)
        c.addSublayer(box(r[3].insetSquare.offsetBy(dx: -10, dy: 8).scaled(0.6), .white.withAlpha(0.5)))
    }

    static func corners(_ c: Layer, _ s: Size) {
        let r = slots(4, in: s)
        let top = box(r[0].insetSquare, blue)
        top.cornerRadii = .top(12)
        let one = box(r[1].insetSquare, green)
        one.cornerRadii = CornerRadii(topLeft: 0, topRight: 18, bottomRight: 0, bottomLeft: 0)
        let leaf = box(r[2].insetSquare, purple)
        leaf.cornerRadii = CornerRadii(topLeft: 20, topRight: 3, bottomRight: 20, bottomLeft: 3)
        let pill = box(r[3].insetSquare, orange)
        pill.cornerRadius = 100
        for l in [top, one, leaf, pill] { c.addSublayer(l) }
    }

    static func borders(_ c: Layer, _ s: Size) {
        let r = slots(4, in: s)
        let widths = [1.0, 3.0, 4.0, 0.5]
        let radii = [0.0, 0.0, 14.0, 8.0]
        let colors = [Color.white, orange, cyan, Color.white]
        for i in 0..<4 {
            let l = box(r[i].insetSquare, i == 2 ? Color(hex: 0x233048) : .clear, radius: radii[i])
            l.borderWidth = widths[i]
            l.borderColor = colors[i]
            c.addSublayer(l)
        }
    }

    static func transforms(_ c: Layer, _ s: Size) {
        let r = slots(3, in: s, gap: 12)
        let ghostColor = Color(white: 1, alpha: 0.12)
        let squares = r.map { $0.insetSquare.scaled(0.78) }
        for q in squares { c.addSublayer(box(q, ghostColor, radius: 4)) }
        let spin = box(squares[0], orange, radius: 4)
        spin.transform = Transform3D(rotationAngle: .pi / 12, x: 0, y: 0, z: 1)
        let corner = box(squares[1], green, radius: 4)
        corner.anchorPoint = Point(x: 0, y: 0)
        corner.position = squares[1].origin
        corner.transform = Transform3D(rotationAngle: .pi / 12, x: 0, y: 0, z: 1)
        let scaled = box(squares[2], blue, radius: 4)
        scaled.anchorPoint = Point(x: 1, y: 1)
        scaled.position = Point(x: squares[2].maxX, y: squares[2].maxY)
        scaled.transform = Transform3D(scaleX: 0.6, y: 0.6)
        for l in [spin, corner, scaled] { c.addSublayer(l) }
    }

    static func groupOpacity(_ c: Layer, _ s: Size) {
        let r = slots(2, in: s, gap: 14)
        for (i, slot) in r.enumerated() {
            let group = Layer(name: i == 0 ? "group" : "each")
            group.frame = slot
            let d = min(slot.height, slot.width * 0.55)
            let a = box(Rect(x: 4, y: 0, width: d, height: d), red, radius: d / 2)
            let b = box(Rect(x: slot.width - d - 4, y: 0, width: d, height: d), blue, radius: d / 2)
            group.addSublayer(a)
            group.addSublayer(b)
            if i == 0 {
                group.opacity = 0.5
            } else {
                a.opacity = 0.5
                b.opacity = 0.5
            }
            c.addSublayer(group)
        }
    }

    static func masking(_ c: Layer, _ s: Size) {
        let r = slots(2, in: s, gap: 14)
        for (i, slot) in r.enumerated() {
            let frame = Rect(x: slot.minX + 8, y: 4, width: slot.width - 16, height: slot.height - 8)
            let container = box(frame, Color(hex: 0x2C3350), radius: 14)
            container.masksToBounds = i == 0
            let disc = box(
                Rect(
                    x: frame.width * 0.45, y: -frame.height * 0.35, width: frame.height * 1.1,
                    height: frame.height * 1.1), orange, radius: frame.height)
            let bar = box(Rect(x: -12, y: frame.height * 0.55, width: frame.width + 24, height: 8), cyan)
            bar.transform = Transform3D(rotationAngle: -0.25, x: 0, y: 0, z: 1)
            container.addSublayer(disc)
            container.addSublayer(bar)
            c.addSublayer(container)
        }
    }

    static func gravity(_ c: Layer, _ s: Size) {
        let r = slots(4, in: s, gap: 6)
        let modes: [ContentsGravity] = [.resize, .resizeAspect, .resizeAspectFill, .center]
        for (i, slot) in r.enumerated() {
            let frame = Rect(x: slot.minX, y: 2, width: slot.width, height: s.height - 4)
            let l = box(frame, Color(hex: 0x2A2D3E), radius: 6)
            l.contents = .asset("images/sunset.png")
            l.contentsGravity = modes[i]
            l.masksToBounds = true
            l.borderWidth = 1
            l.borderColor = Color(white: 1, alpha: 0.35)
            c.addSublayer(l)
        }
    }

    static func alignment(_ c: Layer, _ s: Size) {
        let h = s.height / 3
        let guide = box(Rect(x: s.width / 2 - 0.5, y: 0, width: 1, height: s.height), Color(white: 1, alpha: 0.12))
        c.addSublayer(guide)
        let specs: [(String, TextStyle.Alignment, Color)] = [
            ("Left", .left, cyan), ("Centre", .center, .white), ("Right", .right, orange),
        ]
        for (i, spec) in specs.enumerated() {
            c.addSublayer(
                label(
                    spec.0, Rect(x: 0, y: Double(i) * h, width: s.width, height: h), size: 11, color: spec.2,
                    alignment: spec.1))
        }
    }

    static func wrapping(_ c: Layer, _ s: Size) {
        c.addSublayer(
            label("Bold 13 pt", Rect(x: 0, y: 0, width: s.width, height: 16), size: 13, color: .white, bold: true))
        c.addSublayer(
            label(
                "Long text wraps at word boundaries inside its layer.",
                Rect(x: 0, y: 18, width: s.width, height: s.height - 18),
                size: 10, color: Color(hex: 0xC9CBD9), wraps: true))
    }

    static func shadows(_ c: Layer, _ s: Size) {
        let r = slots(3, in: s, gap: 16)
        let specs: [(Color, Double, Point, Double)] = [
            (.black, 4, Point(x: 0, y: 3), 0.35), (.black, 10, Point(x: 0, y: 6), 0.5), (purple, 12, .zero, 0.9),
        ]
        for (i, spec) in specs.enumerated() {
            let l = box(r[i].insetSquare.insetBy(4), .white, radius: 10)
            l.shadowColor = spec.0
            l.shadowRadius = spec.1
            l.shadowOffset = spec.2
            l.shadowOpacity = spec.3
            c.addSublayer(l)
        }
    }

    static func blur(_ c: Layer, _ s: Size) {
        let colors = [red, orange, green, cyan, blue, purple]
        let w = s.width / Double(colors.count)
        for (i, color) in colors.enumerated() {
            c.addSublayer(box(Rect(x: Double(i) * w, y: 0, width: w + 0.5, height: s.height), color))
            let dot = box(
                Rect(
                    x: Double(i) * w + w * 0.2, y: s.height * (i % 2 == 0 ? 0.15 : 0.5), width: w * 0.6, height: w * 0.6
                ), .white, radius: w)
            c.addSublayer(dot)
        }
        let glass = Layer(name: "glass")
        glass.frame = Rect(x: s.width * 0.35, y: 4, width: s.width * 0.6, height: s.height - 8)
        glass.cornerRadius = 10
        glass.blurRadius = 12
        glass.blurTint = Color(white: 1, alpha: 0.18)
        glass.addSublayer(
            label(
                "blur 12", Rect(x: 0, y: glass.bounds.height / 2 - 8, width: glass.bounds.width, height: 16), size: 12,
                color: .white, bold: true, alignment: .center))
        c.addSublayer(glass)
    }

    static func perspective(_ c: Layer, _ s: Size) {
        c.sublayerTransform = .perspective(distance: 500)
        let card = box(Rect(x: s.width / 2 - 50, y: 2, width: 100, height: s.height - 4), blue, radius: 10)
        card.transform = Transform3D(rotationAngle: 50 * .pi / 180, x: 0, y: 1, z: 0)
        card.borderWidth = 2
        card.borderColor = .white
        let badge = Layer(name: "badge")
        badge.frame = Rect(x: 8, y: (card.bounds.height - 32) / 2, width: 32, height: 32)
        badge.contents = .asset("images/badge.png")
        card.addSublayer(badge)
        card.addSublayer(
            label("50° y", Rect(x: 44, y: card.bounds.height / 2 - 8, width: 52, height: 16), size: 12, bold: true))
        c.addSublayer(card)
    }

    static func zOrdering(_ c: Layer, _ s: Size) {
        let size = s.height - 6
        let specs: [(String, Color, Double)] = [("z 1", red, 1), ("z 0", green, 0), ("z −1", blue, -1)]
        for (i, spec) in specs.enumerated() {
            let l = box(
                Rect(x: 14 + Double(i) * (size * 0.62), y: Double(i) * 3, width: size, height: size), spec.1, radius: 8)
            l.zPosition = spec.2
            l.shadowOpacity = 0.4
            l.shadowRadius = 4
            l.shadowOffset = Point(x: 0, y: 2)
            l.addSublayer(
                label(
                    spec.0, Rect(x: 4, y: size - 17, width: size - 10, height: 14), size: 10, bold: true,
                    alignment: .right))
            c.addSublayer(l)
        }
    }

    static func hidden(_ c: Layer, _ s: Size) {
        let r = slots(2, in: s, gap: 14)
        let shown = box(r[0].insetBy(4), green, radius: 8)
        shown.addSublayer(
            label(
                "shown", Rect(x: 0, y: shown.bounds.height / 2 - 7, width: shown.bounds.width, height: 14), size: 10,
                bold: true, alignment: .center))
        let slot = box(r[1].insetBy(4), .clear, radius: 8)
        slot.borderWidth = 1
        slot.borderColor = Color(white: 1, alpha: 0.3)
        slot.addSublayer(
            label(
                "hidden", Rect(x: 0, y: slot.bounds.height / 2 - 7, width: slot.bounds.width, height: 14), size: 10,
                color: Color(white: 1, alpha: 0.45), alignment: .center))
        let gone = box(r[1].insetBy(4), red, radius: 8)
        gone.isHidden = true
        c.addSublayer(shown)
        c.addSublayer(slot)
        c.addSublayer(gone)
    }
}

fileprivate extension Rect {
    /// The largest square centred in the rectangle.
    var insetSquare: Rect {
        let d = min(width, height)
        return Rect(x: midX - d / 2, y: midY - d / 2, width: d, height: d)
    }

    /// Shrunk by `d` on every side.
    func insetBy(_ d: Double) -> Rect { Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d) }

    /// Scaled about its centre.
    func scaled(_ f: Double) -> Rect {
        Rect(x: midX - width * f / 2, y: midY - height * f / 2, width: width * f, height: height * f)
    }
}
