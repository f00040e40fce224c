import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Text runs on shared pages drawn by SDL's OpenGL renderer, the path a GPU takes: a label
/// scaled or turned is read with GL's linear filter, which reads a texel past what it samples.
/// Next to other runs on a page, each label must show what it shows alone, where its run sits
/// elsewhere on a page of its own: nothing of its neighbours (`TextAtlas.padding`).
///
/// They run only with `FLICK_GL_TESTS=1` and an X display (`OpenGLTest`); `scripts/test` runs
/// them under Xvfb on Mesa's llvmpipe and fails unless they pass.
@Suite(.serialized, .enabled(if: OpenGLTest.enabled, "needs FLICK_GL_TESTS=1 and an X display"))
@MainActor
struct TextRunCacheOpenGLTests {
    /// Label `i` in a band 40 points tall: plain, magnified, minified, turned and half-pixel
    /// offset, each a different run in a different colour.
    static func label(_ i: Int) -> DisplayItem {
        let y = 4 + Double(i) * 40
        let placed: [(String, Transform3D)] = [
            ("Plain label", .identity),
            ("Magnified", Transform3D(scaleX: 1.7, y: 1.7)),
            ("Minified, much smaller", Transform3D(scaleX: 0.55, y: 0.55)),
            ("Turned", Transform3D(rotationAngle: 0.25, x: 0, y: 0, z: 1)),
            ("Half a pixel off", Transform3D(translationX: 0.5, y: 0.5)),
        ]
        let (text, transform) = placed[i]
        let colors = [Color.white, Color(hex: 0xFFD060), Color(hex: 0x60D0FF), Color(hex: 0xFF6080), .white]
        return .text(
            .init(
                transform: transform.concatenating(PixelTest.at(6, y)), string: text,
                style: TextStyle(size: 13, color: colors[i]), rect: Rect(x: 0, y: 0, width: 180, height: 18),
                opacity: 1))
    }

    @Test func eachLabelOnAPageShowsWhatItShowsAlone() throws {
        let labels = (0..<5).map(Self.label)
        let together = try OpenGLTest.withRenderer(width: 200, height: 204) { renderer in
            let bitmap = try OpenGLTest.render(labels, on: renderer)
            #expect(renderer.lastFrameStats.textPages == 1 && renderer.lastFrameStats.uploads == labels.count)
            return bitmap
        }
        for (i, label) in labels.enumerated() {
            let alone = try OpenGLTest.withRenderer(width: 200, height: 204) { renderer in
                try OpenGLTest.render([label], on: renderer)
            }
            var worst = (difference: 0, x: 0, y: 0)
            for y in (i * 40)..<(i * 40 + 44) where y < together.height {
                for x in 0..<together.width {
                    let p = together.rgba(x, y), q = alone.rgba(x, y)
                    let d = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
            // Texture coordinates on another part of a page round differently, by a level at most.
            #expect(worst.difference <= 1, "label \(i) differs by \(worst.difference) at (\(worst.x), \(worst.y))")
        }
    }
}
