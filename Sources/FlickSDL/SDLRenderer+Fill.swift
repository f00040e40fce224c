import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// A colour and an opacity as vertex colour.
    nonisolated static func vertexColor(_ c: Color, opacity: Double) -> VertexColor {
        let b = c.rgba8
        return VertexColor(r: b.r, g: b.g, b: b.b, alpha: min(max(c.alpha * opacity, 0), 1))
    }

    /// A solid rounded rectangle.
    func drawFill(_ f: DisplayItem.Fill) {
        let color = Self.vertexColor(f.color, opacity: f.opacity)
        guard color.alphaByte() > 0 else { return }
        let h = matrix(f.transform)
        guard isVisible(f.rect, h) else { return }
        if drawSprite(.disc, circle: f.rect, radii: f.radii, transform: h, color: color) { return }
        parts.removeAll()
        builder.fillRoundedRect(f.rect, radii: f.radii, transform: h, color: color, into: &parts)
        submitParts(texture: nil, opaque: color.alphaByte() == 255, allowsRects: false)
    }

    /// A border inside a rounded rectangle.
    func drawBorder(_ b: DisplayItem.Border) {
        let color = Self.vertexColor(b.color, opacity: b.opacity)
        guard color.alphaByte() > 0, b.width > 0 else { return }
        let h = matrix(b.transform)
        guard isVisible(b.rect, h) else { return }
        if drawSprite(.ring, circle: b.rect, radii: b.radii, transform: h, color: color, detail: b.width) { return }
        parts.removeAll()
        builder.border(b.rect, radii: b.radii, width: b.width, transform: h, color: color, into: &parts)
        submitParts(texture: nil, opaque: color.alphaByte() == 255, allowsRects: false)
    }

    /// A soft shadow: the shape moved by the offset (in the layer's space) and blurred with
    /// σ = radius/2 (see `DisplayItem.Shadow`).
    func drawShadow(_ s: DisplayItem.Shadow) {
        let color = Self.vertexColor(s.color, opacity: s.opacity)
        guard color.alphaByte() > 0 else { return }
        let h = matrix(s.transform)
        let rect = s.rect.offsetBy(dx: s.offset.x, dy: s.offset.y)
        let sigma = max(s.radius, 0) / 2
        guard isVisible(rect.outset(dx: 3 * sigma, dy: 3 * sigma), h) else { return }
        if drawSprite(.shadow, circle: rect, radii: s.radii, transform: h, color: color, detail: sigma) { return }
        parts.removeAll()
        builder.shadow(rect, radii: s.radii, sigma: sigma, transform: h, color: color, into: &parts)
        submitParts(texture: nil, opaque: false, allowsRects: false)
    }
}
