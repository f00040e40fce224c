import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI

/// A transition container (A red, B blue, C green; B selected; free pan) with `driver` on a
/// `ReleaseReplay`, probed on C's shown left edge (the container's width while C is not drawn).
@MainActor
func transitionReplay(_ driver: PercentDrivenInteractiveTransition.Driver, width: Double = 400, rate: Double = 60)
    -> (ReleaseReplay, TransitionContainerController)
{
    let replay = ReleaseReplay(viewport: Size(width: width, height: 300), rate: rate)
    let container = TransitionContainerController()
    let log = EventLog()
    container.ticker = replay.app.ticker
    container.driverKind = driver
    let children = [("A", Color.red), ("B", .blue), ("C", .green)].map { LogController($0, $1, log: log) }
    container.setViewControllers(children, selectedIndex: 1)
    container.setInteractor(TransitionInteractor(mode: .freePan))
    replay.app.rootViewController = container
    replay.probe = { $0.origin(ofFill: .green)?.x ?? width }
    replay.frame()
    return (replay, container)
}
