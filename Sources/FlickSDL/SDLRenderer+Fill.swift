import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// A solid rounded rectangle.
    func drawFill(_ f: DisplayItem.Fill) {
        let color = VertexColor(f.color, opacity: f.opacity)
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
        let color = VertexColor(b.color, opacity: b.opacity)
        guard color.alphaByte() > 0, b.width > 0 else { return }
        let h = matrix(b.transform)
        guard isVisible(b.rect, h) else { return }
        if drawSprite(.ring, circle: b.rect, radii: b.radii, transform: h, color: color, detail: b.width) { return }
        parts.removeAll()
        builder.border(b.rect, radii: b.radii, width: b.width, transform: h, color: color, into: &parts)
        submitParts(texture: nil, opaque: color.alphaByte() == 255, allowsRects: false)
    }
}
