import Foundation

/// Opens the camera a `CameraChoice` names: finds `/dev/video*` nodes, opens, negotiates and
/// starts one, and says in one line what happened.
@MainActor
public enum CameraConnector {
    /// The `/dev/video*` nodes under `folder`, in numeric order (`video2` before `video10`).
    public static func deviceNodes(in folder: String = "/dev") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return
            names
            .filter { $0.hasPrefix("video") && Int($0.dropFirst(5)) != nil }
            .sorted { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! }
            .map { folder + "/" + $0 }
    }

    /// Opens what `choice` names for a viewport of `target` pixels: the started camera, or nil
    /// (show the procedural viewfinder), and one line for the log (the device and format, or why
    /// there is none). `makeCamera` builds a camera for a node (tests pass fakes). With `.auto`,
    /// nodes that cannot capture (UVC cameras also expose a metadata node) are skipped.
    public static func connect(
        _ choice: CameraChoice, target: PixelSize, nodes: [String]? = nil,
        makeCamera: (String) -> V4L2Camera
    ) -> (source: V4L2Camera?, message: String) {
        switch choice {
        case .none:
            return (nil, "camera: none asked for; showing the procedural viewfinder")
        case .path(let path):
            let camera = makeCamera(path)
            guard let error = start(camera, target: target) else { return (camera, started(camera)) }
            return (nil, "camera: \(error); showing the procedural viewfinder")
        case .auto:
            let candidates = nodes ?? deviceNodes()
            var reasons: [String] = []
            for path in candidates {
                let camera = makeCamera(path)
                guard let error = start(camera, target: target) else { return (camera, started(camera)) }
                reasons.append(error.message)
            }
            let why = candidates.isEmpty ? "no /dev/video* device" : reasons.joined(separator: "; ")
            return (nil, "camera: none usable (\(why)); showing the procedural viewfinder")
        }
    }

    /// Opens, negotiates and starts `camera`; the error that stopped it, if any.
    private static func start(_ camera: V4L2Camera, target: PixelSize) -> CameraError? {
        do throws(CameraError) {
            try camera.open()
            try camera.negotiate(target: target)
            try camera.start()
            return nil
        } catch {
            camera.stop()
            return error
        }
    }

    private static func started(_ camera: V4L2Camera) -> String {
        "camera: \(camera.name) streaming \(camera.format.map { "\($0)" } ?? "?")"
    }
}
