import CSDL2
import FlickRaster

extension SDLRenderer {
    /// Rewrites a textured batch's mesh so SDL 2.26's software rasteriser never reads outside
    /// `texture` (`SoftwareTriangleGuard`: big triangles split, far ones clipped, edge texels
    /// pulled in). Called by `flush` before the sub-pixel nudge; a no-op for safe batches.
    func guardSoftwareBatch(_ mesh: inout Mesh, texture: OpaquePointer, allowsRects: Bool) {
        var tw: Int32 = 0
        var th: Int32 = 0
        guard SDL_QueryTexture(texture, nil, nil, &tw, &th) == 0 else { return }
        var w: Int32 = 0
        var h: Int32 = 0
        if let target = SDL_GetRenderTarget(sdlRenderer) {
            SDL_QueryTexture(target, nil, nil, &w, &h)
        } else {
            SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        }
        let skipped = SoftwareTriangleGuard.apply(
            to: &mesh, textureWidth: Int(tw), textureHeight: Int(th), targetWidth: Int(w), targetHeight: Int(h),
            allowsRects: allowsRects)
        if skipped > 0 {
            report("textured triangles too large for SDL's software renderer even after splitting were skipped")
        }
    }
}
