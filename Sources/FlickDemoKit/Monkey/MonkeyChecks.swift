import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI

/// The monkey's invariants, checked after every frame that handled input or drew (a frame that
/// did neither changed nothing): the view and layer trees (`View.checkInvariants`: parent/child
/// consistency, finite geometry and transforms), a finite display list, controller containment
/// (parents, presenters, views in the window) and the container's own rules
/// (`SwipeNavigationController.invariantViolations`). After input stops (nothing held, no event
/// for `longestMotion` + 1 s), once per quiet spell: nothing moves — the container, the ticker,
/// layer animations, appearance transitions — no frame was composed, and every controller that
/// left the tree has been freed (weak references), unless the scene keeps it on purpose
/// (`NavigationScene.retainedControllers`, and whatever those contain).
@MainActor
final class MonkeyChecks {
    /// A broken invariant: which one (a short name) and what exactly.
    struct Problem: Equatable {
        let invariant: String
        let detail: String
    }

    private let application: Application
    private let navigation: SwipeNavigationController?
    private let extra: (@MainActor (Application) -> String?)?
    /// The controllers the scene keeps out of the tree on purpose, asked at each settle check.
    private let retained: @MainActor () -> [ViewController]
    /// Controllers seen in the tree, by identity, held weakly.
    private var seen: [ObjectIdentifier: WeakController] = [:]
    /// Quiet-spell checks made.
    private(set) var settleChecks = 0

    init(
        application: Application, navigation: SwipeNavigationController?,
        retained: @escaping @MainActor () -> [ViewController] = { [] },
        extra: (@MainActor (Application) -> String?)?
    ) {
        self.application = application
        self.navigation = navigation
        self.retained = retained
        self.extra = extra
    }

    /// The problems after a frame (`report` nil when it composed nothing).
    func afterFrame(_ report: FrameReport?) -> Problem? {
        if let message = extra?(application) { return Problem(invariant: "injected", detail: message) }
        if let first = application.window.checkInvariants().first {
            return Problem(invariant: "tree", detail: first.description)
        }
        if let report, let bad = report.displayList.items.first(where: { !Self.isFinite($0) }) {
            return Problem(invariant: "finite", detail: "display item \(bad) has a non-finite transform or rect")
        }
        if let problem = containmentProblem() { return Problem(invariant: "containment", detail: problem) }
        if let first = navigation?.invariantViolations().first {
            return Problem(invariant: "navigation", detail: first)
        }
        return nil
    }

    /// The problems once input has stopped long enough for everything to settle; a scene that
    /// `drawsByDesign` (a live camera on screen) may keep composing.
    func afterSettling(composed: Bool, drawsByDesign: Bool = false) -> Problem? {
        settleChecks += 1
        if let navigation, !navigation.isIdle {
            return Problem(invariant: "idle", detail: "the container still moves after input stopped")
        }
        if !application.ticker.isIdle {
            return Problem(invariant: "idle", detail: "property animators still run after input stopped")
        }
        if application.rootLayer.hasAnimationsInSubtree {
            return Problem(invariant: "idle", detail: "layer animations still run after input stopped")
        }
        if !drawsByDesign, composed || !application.isIdle {
            return Problem(invariant: "idle", detail: "frames are still composed after input stopped")
        }
        var inTree: Set<ObjectIdentifier> = []
        for c in controllersInTree() {
            inTree.insert(ObjectIdentifier(c))
            if c.appearanceState == .appearing || c.appearanceState == .disappearing {
                return Problem(
                    invariant: "idle", detail: "\(Self.label(c)) is still \(c.appearanceState) after input stopped")
            }
        }
        seen = seen.filter { $0.value.controller != nil }
        let kept = Set(retained().flatMap { Self.controllers(from: $0) }.map(ObjectIdentifier.init))
        if let leaked = seen.first(where: { !inTree.contains($0.key) && !kept.contains($0.key) })?.value.controller {
            return Problem(invariant: "leak", detail: "\(Self.label(leaked)) left the tree but was never freed")
        }
        return nil
    }

    /// Every controller reachable from the root: children and presented controllers.
    private func controllersInTree() -> [ViewController] {
        application.rootViewController.map(Self.controllers(from:)) ?? []
    }

    /// `root` and every controller reachable from it through children and presented controllers.
    private static func controllers(from root: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ c: ViewController) {
            result.append(c)
            for child in c.children { visit(child) }
            if let presented = c.presentedViewController { visit(presented) }
        }
        visit(root)
        return result
    }

    private func containmentProblem() -> String? {
        for c in controllersInTree() {
            let id = ObjectIdentifier(c)
            if seen[id] == nil { seen[id] = WeakController(controller: c) }
            for child in c.children where child.parent !== c {
                return "\(Self.label(child)) is a child of \(Self.label(c)) but its parent differs"
            }
            if let presented = c.presentedViewController, presented.presentingViewController !== c {
                return "\(Self.label(presented)) is presented by \(Self.label(c)) but its presenter differs"
            }
            if c.appearanceState == .appeared, let view = c.viewIfLoaded, view.window !== application.window {
                return "\(Self.label(c)) has appeared but its view is not in the window"
            }
        }
        return nil
    }

    private static func label(_ c: ViewController) -> String { c.title.map { "'\($0)'" } ?? "\(type(of: c))" }

    private static func isFinite(_ item: DisplayItem) -> Bool {
        func ok(_ t: Transform3D, _ r: Rect) -> Bool {
            t.isFinite && r.origin.isFinite && r.width.isFinite && r.height.isFinite
        }
        switch item {
        case .fill(let f): return ok(f.transform, f.rect)
        case .border(let b): return ok(b.transform, b.rect)
        case .image(let i): return ok(i.transform, i.bounds)
        case .text(let t): return ok(t.transform, t.rect)
        case .shadow(let s): return ok(s.transform, s.rect)
        case .backdropBlur(let b): return ok(b.transform, b.rect)
        case .pushGroup, .popGroup: return true
        }
    }
}

/// A weak reference to a controller (to notice one that outlives its place in the tree).
private struct WeakController {
    weak var controller: ViewController?
}

/// What the user is holding, from the events delivered so far: fingers, mouse buttons, keys,
/// pad buttons and deflected sticks. The app must settle only once nothing is held.
struct HeldInput {
    private var touches: Set<Int64> = []
    private var buttons: Set<InputEvent.MouseButton> = []
    private var keys: Set<KeyCode> = []
    private var padButtons: Set<String> = []
    private var sticks: Set<String> = []

    /// True when nothing is held.
    var isReleased: Bool {
        touches.isEmpty && buttons.isEmpty && keys.isEmpty && padButtons.isEmpty && sticks.isEmpty
    }

    mutating func apply(_ event: InputEvent) {
        switch event.kind {
        case .touch(let t):
            if t.phase == .began || t.phase == .moved { touches.insert(t.id) } else { touches.remove(t.id) }
        case .pointer(let p):
            buttons = p.pressedButtons
        case .key(let k):
            if k.isDown { keys.insert(k.code) } else { keys.remove(k.code) }
        case .gamepadButton(let b):
            let key = "\(b.gamepad.rawValue).\(b.button.rawValue)"
            if b.isDown { padButtons.insert(key) } else { padButtons.remove(key) }
        case .gamepadAxis(let a):
            let key = "\(a.gamepad.rawValue).\(a.axis.rawValue)"
            if a.value != 0 { sticks.insert(key) } else { sticks.remove(key) }
        case .gamepadDevice(let d) where !d.isConnected:
            padButtons = padButtons.filter { !$0.hasPrefix("\(d.gamepad.rawValue).") }
            sticks = sticks.filter { !$0.hasPrefix("\(d.gamepad.rawValue).") }
        case .focusLost:
            touches.removeAll()
            buttons.removeAll()
        default:
            break
        }
    }
}
