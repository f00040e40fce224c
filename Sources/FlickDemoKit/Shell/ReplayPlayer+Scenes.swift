public import FlickApp
public import FlickGeometry
public import FlickInput
public import FlickLayers

extension ReplayPlayer {
    /// Sets up a replay of a recording of one of the demo's scenes (the header names it), in a
    /// `SceneSwitcher` made with the default scene options, as `flick --replay` plays it. Throws
    /// when the recording names a scene flick doesn't know.
    public convenience init(
        recording: InputRecording, renderer: any Renderer, liveEvents: (any EventSource)? = nil,
        resizeViewport: @escaping (Size) -> Size = { $0 }
    ) throws(OptionError) {
        guard let type = SceneCatalog.scene(named: recording.header.scene) else {
            let scenes = SceneCatalog.names.joined(separator: ", ")
            throw OptionError("the recording's scene '\(recording.header.scene)' is unknown; scenes: \(scenes)")
        }
        do {
            try self.init(
                recording: recording, renderer: renderer, liveEvents: liveEvents, resizeViewport: resizeViewport
            ) { application, resize in
                AppDriver.install(SceneSwitcher.make(type, in: application), in: application, resizeViewport: resize)
            }
        } catch {
            throw OptionError("\(error)")
        }
    }
}
