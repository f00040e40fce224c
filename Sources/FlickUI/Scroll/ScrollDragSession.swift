import FlickGeometry

/// One finger drag through a chain of nested scroll views, innermost first (FEEL.md §5):
///
/// - **Axis lock.** When the chain has more than one scroll view (or the innermost asks for
///   `isDirectionalLockEnabled`), the first non-zero translation picks the axis — larger
///   component wins, ties go horizontal — and the other component is ignored for the rest of the
///   drag. A vertical list inside a horizontal pager: a sideways drag moves the pager, an upward
///   drag the list.
/// - **Hand-over.** Along an axis, each movement of the finger goes first to undo an outer
///   view's displacement made earlier in this drag (so dragging back retraces), then to the
///   innermost view that scrolls that way up to its edge, then to the next one out, and so on;
///   only the outermost takes the rest with its rubber band.
/// - **Release.** The finger's velocity goes, per axis, to the outermost view that moved along
///   it in this drag (the one holding the gesture); the others are released at rest.
@MainActor
final class ScrollDragSession {
    /// The scroll views the drag can move, innermost first.
    let chain: [ScrollView]
    /// Whether the drag locks to one axis.
    let locksAxis: Bool
    /// The axis the drag is locked to, once chosen: true for horizontal.
    private(set) var lockedHorizontal: Bool?
    private var lastTranslation = Point.zero
    private var given: [ObjectIdentifier: Point] = [:]
    private(set) var started: [ScrollView] = []

    init(chain: [ScrollView]) {
        self.chain = chain
        locksAxis = chain.count > 1 || (chain.first?.isDirectionalLockEnabled ?? false)
    }

    /// The finger's total translation since the drag began (screen direction) at `time`.
    func drag(to translation: Point, at time: Double) {
        var t = translation
        if locksAxis {
            if lockedHorizontal == nil, t != .zero { lockedHorizontal = abs(t.x) >= abs(t.y) }
            switch lockedHorizontal {
            case true?: t.y = 0
            case false?: t.x = 0
            case nil: t = .zero
            }
        }
        let delta = t - lastTranslation
        lastTranslation = t
        if delta.x != 0 { distribute(delta.x, horizontal: true, at: time) }
        if delta.y != 0 { distribute(delta.y, horizontal: false, at: time) }
    }

    /// The views that took part, each with its release velocity (content direction, points per
    /// second) for a finger velocity of `velocity` (screen direction).
    func releaseVelocities(for velocity: Point) -> [(ScrollView, Point)] {
        func receiver(horizontal: Bool) -> ScrollView? {
            let moved = started.filter { view in
                let g = given[ObjectIdentifier(view)] ?? .zero
                return (horizontal ? g.x : g.y) != 0
            }
            return moved.last ?? chain.first { horizontal ? $0.scrollsHorizontally : $0.scrollsVertically }
        }
        let h = receiver(horizontal: true), v = receiver(horizontal: false)
        let lockX = lockedHorizontal == false, lockY = lockedHorizontal == true
        return started.map { view in
            (
                view,
                Point(
                    x: view === h && !lockX ? -velocity.x : 0,
                    y: view === v && !lockY ? -velocity.y : 0)
            )
        }
    }

    /// Makes sure `view` has begun dragging (lazily, the first time it takes translation).
    func start(_ view: ScrollView, at time: Double) {
        guard !started.contains(where: { $0 === view }) else { return }
        started.append(view)
        view.beginParticipating(at: time)
    }

    private func distribute(_ amount: Double, horizontal: Bool, at time: Double) {
        let participants = chain.filter { horizontal ? $0.scrollsHorizontally : $0.scrollsVertically }
        guard !participants.isEmpty else { return }
        var d = amount
        for view in participants.dropFirst().reversed() where d != 0 {
            let g = component(given[ObjectIdentifier(view)] ?? .zero, horizontal)
            guard g != 0, (g > 0) != (d > 0) else { continue }
            let take = d > 0 ? min(d, -g) : max(d, -g)
            give(take, to: view, horizontal: horizontal, at: time)
            d -= take
        }
        for (i, view) in participants.enumerated() where d != 0 {
            if i == participants.count - 1 {
                give(d, to: view, horizontal: horizontal, at: time)
                d = 0
            } else {
                let room = view.room(towards: d, horizontal: horizontal)
                let take = d > 0 ? min(d, room) : max(d, -room)
                if take != 0 { give(take, to: view, horizontal: horizontal, at: time) }
                d -= take
            }
        }
    }

    private func give(_ amount: Double, to view: ScrollView, horizontal: Bool, at time: Double) {
        start(view, at: time)
        var g = given[ObjectIdentifier(view)] ?? .zero
        if horizontal { g.x += amount } else { g.y += amount }
        given[ObjectIdentifier(view)] = g
        view.follow(translation: g)
    }

    private func component(_ p: Point, _ horizontal: Bool) -> Double { horizontal ? p.x : p.y }
}
