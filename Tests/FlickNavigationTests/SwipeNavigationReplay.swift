import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickNavigation
import FlickTesting
import FlickUI

/// A bare container (a plain panel on every side, default configuration, no chrome) on a
/// `ReleaseReplay`, probed on the right panel's shown left edge (its fill's colour is unique).
@MainActor
func navReplay(width: Double = 400, height: Double = 800, rate: Double = 60) -> (
    ReleaseReplay, SwipeNavigationController
) {
    let replay = ReleaseReplay(viewport: Size(width: width, height: height), rate: rate)
    let log = EventLog()
    var panels: [Panel: ViewController] = [:]
    for p in Panel.allCases { panels[p] = LogController(p.rawValue, NavStage.colors[p] ?? .white, log: log) }
    let nav = SwipeNavigationController(
        background: LogController("camera", Color(white: 0.3), log: log), panels: panels,
        configuration: NavigationConfiguration(), chrome: nil, ticker: replay.app.ticker)
    replay.app.rootViewController = nav
    nav.installInput(in: replay.app)
    let right = NavStage.colors[.right] ?? .white
    replay.probe = { $0.origin(ofFill: right)?.x ?? width }
    replay.frame()
    return (replay, nav)
}
