import FlickDemoKit
import FlickSDL
import Testing

/// What frames cost a GPU, per bench scenario: the median draw calls, render-target switches and
/// kilobytes uploaded per rendered frame, the kilobytes uploaded per frame over the run and the
/// textures created over it (ahead of need included), on the canvas with the GPU profile
/// (`RendererOptions(profile: .gpu)`: a GPU's drawing decisions, counted exactly), against
/// checked-in ceilings. A change that draws the same pictures with more draws, more target
/// switches, more uploads or more textures made fails here, whichever internal path it takes.
///
/// The ceilings are the figures these runs gave when they were set (docs/MEASURING.md,
/// "Ceilings"; each failure prints today's) with a margin of 10 %, at least one draw or switch:
/// lower one when a change brings its figure down. Time is wholly virtual (`now` stands still
/// within a frame), so a run does the same work on any machine, debug or release.
@MainActor
@Suite struct BenchScenarioCostTests {
    /// A scenario's run and its ceilings.
    struct Ceiling: CustomTestStringConvertible, Sendable {
        var scenario: String
        /// Frames stepped (at the scenario's rate).
        var frames: Int
        var drawCalls: Double
        var targetSwitches: Double
        var uploadedKBMedian: Double
        var uploadedKBMean: Double
        /// Textures created over the run: those a scene needs, each made once while it is used.
        var texturesCreated: Int
        var testDescription: String { scenario }
    }

    /// Home's swipe loop (panels sliding over the camera, a video frame uploaded whenever it
    /// shows; 480 frames at 120 Hz are its first four drags, to each side and back), the layer
    /// gallery (every effect, a backdrop blur and group opacity among them, redrawn every frame),
    /// the 3-D flip of a discover story (groups turned in perspective, drawn through targets), and
    /// the input inspector's rings (circles from sprites).
    nonisolated static let ceilings: [Ceiling] = [
        Ceiling(
            scenario: "swipe-loop", frames: 480, drawCalls: 42, targetSwitches: 13, uploadedKBMedian: 7,
            uploadedKBMean: 512, texturesCreated: 42),
        Ceiling(
            scenario: "gallery", frames: 20, drawCalls: 131, targetSwitches: 8, uploadedKBMedian: 1,
            uploadedKBMean: 10, texturesCreated: 9),
        Ceiling(
            scenario: "flip", frames: 330, drawCalls: 52, targetSwitches: 24, uploadedKBMedian: 1,
            uploadedKBMean: 185, texturesCreated: 39),
        Ceiling(
            scenario: "input-drag", frames: 120, drawCalls: 11, targetSwitches: 2, uploadedKBMedian: 17,
            uploadedKBMean: 21, texturesCreated: 3),
    ]

    @Test(arguments: ceilings)
    func staysUnderItsCeilings(_ ceiling: Ceiling) throws {
        let scenario = try #require(BenchScenario.named(ceiling.scenario))
        let r = try scenario.run(
            frames: ceiling.frames, scale: 1, now: { 0 }, options: RendererOptions(profile: .gpu))
        let today =
            "\(ceiling.scenario): \(r.frames) frames rendered, medians \(r.draw_calls_median) draw calls, "
            + "\(r.target_switches_median) target switches, \(r.uploaded_kb_median) KB uploaded; "
            + "\(r.uploaded_kb_mean) KB uploaded a frame and \(r.textures_created) textures created over the run"
        #expect(r.frames > ceiling.frames / 3, "the scenario renders: \(today)")
        #expect(r.draw_calls_median <= ceiling.drawCalls, "\(today)")
        #expect(r.target_switches_median <= ceiling.targetSwitches, "\(today)")
        #expect(r.uploaded_kb_median <= ceiling.uploadedKBMedian, "\(today)")
        #expect(r.uploaded_kb_mean <= ceiling.uploadedKBMean, "\(today)")
        #expect(r.textures_created <= ceiling.texturesCreated, "\(today)")
    }
}
