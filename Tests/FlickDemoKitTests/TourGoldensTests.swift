import FlickDemoKit
import FlickLayers
import FlickSDL
import FlickTesting
import Foundation
import Testing

/// `TourGoldens`: a render within the tolerance matches; one beyond it fails with its render and
/// a difference picture written beside it; a shot without a golden fails; update mode writes the
/// goldens and removes the strays.
@MainActor
@Suite(.serialized) final class TourGoldensTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-tour-goldens-\(getpid())").path

    init() throws {
        try FileManager.default.createDirectory(atPath: "\(folder)/renders", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A 40×30 grey picture with `changed` pixels of the first row raised by `by` levels.
    static func picture(changed: Int = 0, by: Int = 0) -> Bitmap {
        var pixels = [UInt8](repeating: 100, count: 40 * 30 * 4)
        for i in 0..<changed { pixels[i * 4] = UInt8(100 + by) }
        return Bitmap(width: 40, height: 30, pixels: pixels)
    }

    func render(_ bitmap: Bitmap, _ name: String) throws -> String {
        let path = "\(folder)/renders/\(name).png"
        try Screenshot.savePNG(bitmap, to: path)
        return path
    }

    @Test func updateWritesAndACheckWithinTheToleranceMatches() throws {
        let goldens = TourGoldens(folder: "\(folder)/golden", update: true)
        try goldens.check("shot", actual: Self.picture(), actualPath: try render(Self.picture(), "shot"))
        #expect(goldens.failures().isEmpty)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/golden/shot.png"))
        // 1 200 pixels at 0.1 %: one pixel may differ; others within 3 levels do not count.
        let check = TourGoldens(folder: "\(folder)/golden", update: false)
        let near = Self.picture(changed: 600, by: 3)
        let outcome = try check.check("shot", actual: near, actualPath: try render(near, "shot"))
        #expect(outcome.verdict == .matches)
        let oneOff = Self.picture(changed: 1, by: 40)
        #expect(try check.check("shot", actual: oneOff, actualPath: try render(oneOff, "shot")).verdict == .matches)
    }

    @Test func aRenderBeyondTheToleranceFailsWithItsDifferencePicture() throws {
        let golden = TourGoldens(folder: "\(folder)/golden", update: true)
        try golden.check("shot", actual: Self.picture(), actualPath: try render(Self.picture(), "shot"))
        let check = TourGoldens(folder: "\(folder)/golden", update: false)
        let changed = Self.picture(changed: 2, by: 4)
        let path = try render(changed, "shot")
        let outcome = try check.check("shot", actual: changed, actualPath: path)
        #expect(outcome.verdict == .differs(actual: path, diff: "\(folder)/renders/shot-diff.png"))
        #expect(outcome.difference?.differingPixels == 2 && outcome.difference?.worstChannel == 4)
        let diff = try Screenshot.loadImage("\(folder)/renders/shot-diff.png")
        #expect(diff.pixels[0] > 128 && diff.pixels[1] == 0, "a differing pixel shows in magenta")
        #expect(diff.pixels[8] == 33 && diff.pixels[9] == 33, "the rest is the golden, dimmed grey")
        let failure = try #require(check.failures().first)
        #expect(failure.contains("2 pixels differ by more than 3 (worst 4)") && failure.contains(path))
    }

    @Test func aShotWithoutAGoldenAndAGoldenWithoutAShotFail() throws {
        let goldens = TourGoldens(folder: "\(folder)/golden", update: true)
        for name in ["kept", "gone"] {
            try goldens.check(name, actual: Self.picture(), actualPath: try render(Self.picture(), name))
        }
        let check = TourGoldens(folder: "\(folder)/golden", update: false)
        try check.check("kept", actual: Self.picture(), actualPath: try render(Self.picture(), "kept"))
        try check.check("new", actual: Self.picture(), actualPath: try render(Self.picture(), "new"))
        #expect(check.failures() == ["new: no golden at \(folder)/golden/new.png"])
        #expect(try check.strays() == ["gone.png"])
        let update = TourGoldens(folder: "\(folder)/golden", update: true)
        try update.check("kept", actual: Self.picture(), actualPath: try render(Self.picture(), "kept"))
        #expect(try update.strays().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/golden/gone.png"), "update removes a stray")
    }

    @Test func aRenderOfAnotherSizeFails() throws {
        let goldens = TourGoldens(folder: "\(folder)/golden", update: true)
        try goldens.check("shot", actual: Self.picture(), actualPath: try render(Self.picture(), "shot"))
        let small = Bitmap(width: 20, height: 30, pixels: [UInt8](repeating: 100, count: 20 * 30 * 4))
        let check = TourGoldens(folder: "\(folder)/golden", update: false)
        let outcome = try check.check("shot", actual: small, actualPath: try render(small, "shot"))
        #expect(outcome.verdict == .differs(actual: "\(folder)/renders/shot.png", diff: nil))
        #expect(check.failures().first?.contains("a different size") == true)
    }
}
