public import FlickLayers
import FlickSDL
public import FlickTesting
import Foundation

/// The tour's screenshots checked against golden PNGs (`flick tour --goldens DIR`): one folder
/// per renderer, a `<shot>.png` per shot, each render compared within a `GoldenImage.Tolerance`.
/// A shot that differs leaves its render and a picture of the difference beside the tour's
/// screenshots; `update` rewrites the goldens instead (and removes those of shots that are gone).
@MainActor
public final class TourGoldens {
    /// What one shot's check found.
    public struct Outcome: Sendable, Equatable {
        /// How the render compared.
        public enum Verdict: Sendable, Equatable {
            /// Within the tolerance.
            case matches
            /// Rewritten (update mode).
            case written
            /// No golden for the shot.
            case missing
            /// Outside the tolerance; the paths of the render and the difference picture.
            case differs(actual: String, diff: String?)
        }

        /// The shot's name.
        public var shot: String
        /// How it compared.
        public var verdict: Verdict
        /// Pixels beyond the channel tolerance, and the largest channel difference.
        public var difference: GoldenImage.Difference?
    }

    /// The folder of golden PNGs.
    public let folder: String
    /// Rewrite the goldens instead of comparing.
    public let update: Bool
    /// How far a render may stray.
    public let tolerance: GoldenImage.Tolerance
    /// Every shot checked so far, in order.
    public private(set) var outcomes: [Outcome] = []

    /// Software canvas and llvmpipe alike: 3 levels a channel (a rounding step in a blend or a
    /// filter), on all but 0.1 % of the pixels (230 at 360×640, less than a 16 pt icon at 1×):
    /// room for a patch release of SDL, Mesa or libm, not for anything a user would notice.
    public static let standardTolerance = GoldenImage.Tolerance(channel: 3, pixelFraction: 0.001)

    /// Checks against (or, with `update`, writes) the goldens in `folder`.
    public init(folder: String, update: Bool, tolerance: GoldenImage.Tolerance = TourGoldens.standardTolerance) {
        self.folder = folder
        self.update = update
        self.tolerance = tolerance
    }

    /// The golden of `shot`.
    public func path(of shot: String) -> String { "\(folder)/\(shot).png" }

    /// Compares `actual`, the render of `shot` saved at `actualPath`, with its golden (or writes
    /// the golden). A differing render gets its difference picture beside it, `<shot>-diff.png`.
    @discardableResult
    public func check(_ shot: String, actual: Bitmap, actualPath: String) throws -> Outcome {
        let golden = path(of: shot)
        let outcome: Outcome
        if update {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Screenshot.savePNG(actual, to: golden)
            outcome = Outcome(shot: shot, verdict: .written)
        } else if !FileManager.default.fileExists(atPath: golden) {
            outcome = Outcome(shot: shot, verdict: .missing)
        } else {
            let expected = try Screenshot.loadImage(golden)
            let difference = GoldenImage.compare(actual, expected, channelTolerance: tolerance.channel)
            if tolerance.accepts(difference, width: expected.width, height: expected.height) {
                outcome = Outcome(shot: shot, verdict: .matches, difference: difference)
            } else {
                var diffPath: String?
                if let picture = GoldenImage.diffImage(actual, expected, channelTolerance: tolerance.channel) {
                    let path = (actualPath as NSString).deletingPathExtension + "-diff.png"
                    try Screenshot.savePNG(picture, to: path)
                    diffPath = path
                }
                outcome = Outcome(
                    shot: shot, verdict: .differs(actual: actualPath, diff: diffPath), difference: difference)
            }
        }
        outcomes.append(outcome)
        return outcome
    }

    /// Goldens in the folder for shots that were not checked (a shot renamed or removed). In
    /// update mode they are deleted.
    public func strays() throws -> [String] {
        let checked = Set(outcomes.map { "\($0.shot).png" })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let strays = files.filter { $0.hasSuffix(".png") && !checked.contains($0) }.sorted()
        if update {
            for file in strays { try FileManager.default.removeItem(atPath: "\(folder)/\(file)") }
            return []
        }
        return strays
    }

    /// One line per shot that failed, saying what to look at and how to accept it; empty when
    /// every shot matched or was written.
    public func failures() -> [String] {
        outcomes.compactMap { outcome in
            switch outcome.verdict {
            case .matches, .written:
                return nil
            case .missing:
                return "\(outcome.shot): no golden at \(path(of: outcome.shot))"
            case .differs(let actual, let diff):
                let found =
                    if let d = outcome.difference, d.sameSize {
                        "\(d.differingPixels) pixels differ by more than \(tolerance.channel) (worst \(d.worstChannel))"
                    } else {
                        "a different size from its golden"
                    }
                let files = ["render \(actual)", diff.map { "difference \($0)" }, "golden \(path(of: outcome.shot))"]
                return "\(outcome.shot): \(found); " + files.compactMap { $0 }.joined(separator: ", ")
            }
        }
    }
}

extension TourGoldens {
    /// The tour's screenshots did not all match their goldens: what failed and how to accept an
    /// intended change.
    public struct Mismatch: Error, CustomStringConvertible {
        /// One line per failing shot or stray golden.
        public var lines: [String]
        /// The goldens' folder.
        public var folder: String
        /// Shots that matched.
        public var matched: Int

        /// The failures, then what to do.
        public var description: String {
            let list = lines.map { "  \($0)" }.joined(separator: "\n")
            return """
                goldens: \(lines.count) failed, \(matched) matched (\(folder)):
                \(list)
                Look at the renders and differences; if the change is intended, rerun with --update-goldens \
                and commit \(folder).
                """
        }
    }
}
