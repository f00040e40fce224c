public import FlickLayers

/// How an `SDLRenderer` draws, chosen once when it is made.
///
/// The defaults suit what the renderer is given: its profile comes from the SDL renderer (SDL's
/// software renderer, or a GPU API), and image files are decoded on the main actor when first
/// drawn. Nothing here changes after construction: every choice the renderer makes per frame
/// follows from these and the display list.
public struct RendererOptions: Hashable, Sendable {
    /// The kind of rasteriser the renderer plans its drawing for.
    public enum Profile: Hashable, Sendable {
        /// A GPU, or a GPU API however it is rasterised (Mesa's llvmpipe included): circles from
        /// sprites, a blur's backdrop drawn small (docs/RENDERING.md).
        case gpu
        /// SDL's software renderer: a blur's backdrop at full size (it samples textured
        /// triangles nearest-neighbour), circles as meshes, opaque interiors unblended.
        case software
    }

    /// The profile to draw for; nil finds it from the SDL renderer. Giving `.gpu` for SDL's
    /// software renderer draws the GPU's way on it (its meshes stay snapped to
    /// whole pixels, as that renderer needs): how the canvas shows what a GPU draws.
    public var profile: Profile?
    /// The queue of work ahead of need (the application's, `Application.work`): `prepare` has
    /// image files decoded on its worker and uploads them once ready, and the sprite texture is
    /// made as a main-actor job on it, in the spare time after a present. Nil does that work
    /// where it is found: every file decoded when its texture is made, the sprite texture at the
    /// end of the frame that first misses a sprite (deterministic, for the canvas and most tests).
    public var work: WorkQueue?

    /// Options with the given profile (nil: found from the SDL renderer) and work queue.
    public init(profile: Profile? = nil, work: WorkQueue? = nil) {
        self.profile = profile
        self.work = work
    }
}
