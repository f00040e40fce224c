import Foundation

/// Opens the camera a `CameraChoice` names: finds `/dev/video*` nodes, opens, negotiates and
/// starts one, and says in one line what happened.
@MainActor
public enum CameraConnector {
    /// What `connect` found: a streaming source, or nil with the reason the viewfinder shows.
    public struct Outcome {
        /// The started camera, or nil (show the procedural viewfinder).
        public var source: (any CameraSource)?
        /// One line for the log: the device and format, or why there is none.
        public var message: String
    }

    /// The `/dev/video*` nodes under `folder`, in numeric order (`video2` before `video10`).
    public static func deviceNodes(in folder: String = "/dev") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return
            names
            .filter { $0.hasPrefix("video") && Int($0.dropFirst(5)) != nil }
            .sorted { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! }
            .map { folder + "/" + $0 }
    }

    /// Opens what `choice` names for a viewport of `target` pixels. `makeCamera` builds a source
    /// for a node (tests pass fakes). With `.auto`, nodes that cannot capture (UVC cameras also
    /// expose a metadata node) are skipped.
    public static func connect(
        _ choice: CameraChoice, target: PixelSize, nodes: [String]? = nil,
        makeCamera: (String) -> any CameraSource
    ) -> Outcome {
        switch choice {
        case .none:
            return Outcome(source: nil, message: "camera: none asked for; showing the procedural viewfinder")
        case .path(let path):
            switch start(makeCamera(path), target: target) {
            case .success(let source): return Outcome(source: source, message: started(source))
            case .failure(let error):
                return Outcome(source: nil, message: "camera: \(error); showing the procedural viewfinder")
            }
        case .auto:
            let candidates = nodes ?? deviceNodes()
            var reasons: [String] = []
            for path in candidates {
                switch start(makeCamera(path), target: target) {
                case .success(let source): return Outcome(source: source, message: started(source))
                case .failure(let error): reasons.append(error.message)
                }
            }
            let why = candidates.isEmpty ? "no /dev/video* device" : reasons.joined(separator: "; ")
            return Outcome(source: nil, message: "camera: none usable (\(why)); showing the procedural viewfinder")
        }
    }

    private static func start(_ source: any CameraSource, target: PixelSize) -> Result<any CameraSource, CameraError> {
        do throws(CameraError) {
            try source.open()
            try source.negotiate(target: target)
            try source.start()
            return .success(source)
        } catch {
            source.stop()
            return .failure(error)
        }
    }

    private static func started(_ source: any CameraSource) -> String {
        "camera: \(source.name) streaming \(source.format.map { "\($0)" } ?? "?")"
    }
}
