import FlickGeometry
import FlickLayers
import FlickRaster

/// Soft shadows (docs/RENDERING.md, "How each item is drawn"): the shape moved by its offset (in
/// the layer's space) and blurred with σ = radius/2, drawn as six concentric rounded rings whose
/// alphas follow the blurred edge (`MeshBuilder.shadow`) or, for a circle on a GPU profile, from
/// a shadow sprite scaled from its size and σ classes (`SDLRenderer+Sprites`). No render
/// target is involved: a shadow costs its triangles and nothing between frames but the
/// sprites the renderer shares with discs and rings.
@MainActor
final class ShadowPass: RenderPass {
    /// Draws `s` into the current target.
    func draw(_ s: DisplayItem.Shadow, renderer r: SDLRenderer) {
        let color = VertexColor(s.color, opacity: s.opacity)
        guard color.alphaByte() > 0 else { return }
        let h = r.matrix(s.transform)
        let rect = s.rect.offsetBy(dx: s.offset.x, dy: s.offset.y)
        let sigma = max(s.radius, 0) / 2
        // The blurred edge fades out within 3σ of the shape.
        guard r.isVisible(rect.outset(dx: 3 * sigma, dy: 3 * sigma), h) else { return }
        if r.drawSprite(.shadow, circle: rect, radii: s.radii, transform: h, color: color, detail: sigma) { return }
        r.parts.removeAll()
        r.builder.shadow(rect, radii: s.radii, sigma: sigma, transform: h, color: color, into: &r.parts)
        r.submitParts(texture: nil, opaque: false, allowsRects: false)
    }
}
