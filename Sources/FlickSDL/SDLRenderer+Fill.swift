import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// A solid rounded rectangle; with `solidFringe`, only when opaque, and its anti-aliased
    /// fringe drawn opaque too (a blur backdrop's underlayer, `BlurPass.makePicture`).
    func drawFill(_ f: DisplayItem.Fill, solidFringe: Bool = false) {
        let color = VertexColor(f.color, opacity: f.opacity)
        guard color.alphaByte() > (solidFringe ? 254 : 0) else { return }
        let h = matrix(f.transform)
        guard isVisible(f.rect, h) else { return }
        if !solidFringe, drawSprite(.disc, circle: f.rect, radii: f.radii, transform: h, color: color) { return }
        parts.removeAll()
        builder.fillRoundedRect(f.rect, radii: f.radii, transform: h, color: color, into: &parts)
        if solidFringe { for i in parts.edge.vertices.indices { parts.edge.vertices[i].a = 255 } }
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
