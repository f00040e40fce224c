import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// The warm-up blur's σ in output pixels: 8, three levels, one past the
    /// `directBlurDrawLevels` the backdrop skips, so a halving and a doubling run too.
    static let warmUpSigmaPixels = 8.0
    /// The warm-up blur's side, in output pixels: a few pixels of backdrop to draw.
    static let warmUpSidePixels = 4.0

    /// Runs the direct blur once, invisibly, over a few pixels in the middle of the frame just
    /// drawn (GPU renderers, or the canvas when tests ask for the direct blur), so that the first
    /// frame with a real blur — the first swipe off the camera — does not also pay for setting
    /// its drawing up. A software GL driver such as llvmpipe builds (or loads from its shader
    /// cache) machine code for each new combination of target, texture filter and blending the
    /// first time one is drawn: drawing into a small target, the linear halvings and doublings,
    /// the tint, the magnified result on the output. Measured under Xvfb + llvmpipe at 720×1280
    /// (docs/MEASURING.md, "Render cost, round 4"): the first blurred frame took 33–47 ms against
    /// 15 ms for the next ones; run at the end of the first frame, the warm-up mostly overlaps
    /// that frame's own first-present costs.
    ///
    /// Runs on the first frame drawn straight to the output without a blur of its own (a frame
    /// with a direct blur warms it up by drawing it). The last pass has zero alpha, so the output
    /// is unchanged; its draws count in the frame's stats as `warmUps`, not `blurs`.
    func warmUpDirectBlur(_ list: DisplayList) {
        guard !isSoftware || directBlurOnSoftware else {
            directBlurWarm = true
            return
        }
        let side = Self.warmUpSidePixels / scale
        let centre = Point(x: list.viewport.width / 2, y: list.viewport.height / 2)
        let blur = DisplayItem.Blur(
            transform: .identity, rect: Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side),
            radii: .zero, radius: 2 * Self.warmUpSigmaPixels / scale, tint: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5),
            opacity: 1)
        let blurs = stats.blurs
        if let p = prepareDirectBlur(blur, visible: nil, before: list.items.count, list: list) {
            drawPreparedBlur(p, invisibly: true)
        }
        directBlurWarm = true
        stats.blurs = blurs
        stats.warmUps += 1
    }
}
