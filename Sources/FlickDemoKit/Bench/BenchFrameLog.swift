import FlickSDL
import FlickUI
import Foundation

/// One line per rendered frame of every scenario run, for `flick bench --frame-log FILE`
/// (docs/MEASURING.md): which frames went over the refresh interval, and what the renderer did
/// in them. Times in milliseconds; `gap_ms` is the time since the previous rendered frame's
/// timestamp (0 for the first). Draw calls and triangles are there because a GPU driver charges
/// for each; uploads, `textures` (created, `FrameStats.allTexturesCreated`) and sprites show a
/// frame that paid for new textures; `dropped` is 1 on the lines the run's `dropped_frames`
/// counts (in a window: a gap over 1.5 refresh intervals, so the frame before it overran; on the
/// canvas: the frame's own work past one interval).
@MainActor
public final class BenchFrameLog {
    /// The CSV header.
    public static let header =
        "scenario,frame,time_ms,gap_ms,work_ms,render_ms,present_ms,mpx,switches,groups,flattened,carried,"
        + "blurs,occluded,draws,triangles,uploads,upload_kb,textures,sprites,dropped"
    /// The rows so far, header excluded.
    public private(set) var rows: [String] = []

    /// An empty log.
    public init() {}

    /// Adds a run's frames: its reports, the renderer's counts for each and whether the run
    /// counts each as dropped (same order).
    func append(scenario: String, reports: [FrameReport], stats: [FrameStats], dropped: [Bool]) {
        var previous: Double?
        for (i, report) in reports.enumerated() {
            let t = report.frame.timestamp
            let s = i < stats.count ? stats[i] : FrameStats()
            let fields: [String] = [
                scenario, String(i), Self.ms(t), Self.ms(previous.map { t - $0 } ?? 0), Self.ms(report.frameWork),
                Self.ms(report.renderTime), Self.ms(report.presentTime),
                String(format: "%.3f", Double(s.pixelsWritten) / 1e6), String(s.targetSwitches), String(s.groups),
                String(s.flattenedGroups), String(s.carriedClips), String(s.blurs), String(s.occludedItems),
                String(s.drawCalls), String(s.triangles), String(s.allUploads),
                String(format: "%.1f", Double(s.allBytesUploaded) / 1024), String(s.allTexturesCreated),
                String(s.sprites),
                i < dropped.count && dropped[i] ? "1" : "0",
            ]
            rows.append(fields.joined(separator: ","))
            previous = t
        }
    }

    /// The whole log as CSV text.
    public var csv: String { ([Self.header] + rows).joined(separator: "\n") + "\n" }

    private static func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }
}
