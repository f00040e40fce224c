public import FlickAnimation
public import FlickGeometry
public import FlickUI

/// The two-axis Snapchat container (issue 6; seeds 001, 000, 004; FEEL.md §1, §4, §5): a
/// background controller (the camera) with up to five panels around it — `.left`, `.center`,
/// `.right`, `.top`, `.bottom` — reached by one pan locked to an axis at the slop, by taps on the
/// nav bar, by `navigate(to:animated:)`, by keys and by a gamepad.
///
/// The state is one fractional 2-D `position` in panel units (see `Panel`): the pure pieces
/// decide everything — `DragRange` (where a drag may go, rubber band), `ReleasePlanner`
/// (velocity first, then position), `NavigationRoute` (through the centre between axes),
/// `NavigationLayout` (per-style frames), `ChromeLayout` (chrome) and `StickScrub` — and this
/// class applies them: it follows the finger, runs settles on a spring from the release velocity
/// (`NavigationConfiguration.spring`), and tells observers.
///
/// Rules:
/// - every panel and the background stay contained children for their whole life; the current
///   panel is appeared, the others disappeared; moving towards a neighbour makes the current
///   panel disappearing and the neighbour appearing, reaching it ends both, coming back reverses
///   both (UIKit's cancel contract);
/// - at rest exactly one panel shows, at its resting frame; the others are hidden;
/// - a touch on a moving container catches it where it is; a request (tap, press, code) during a
///   drag takes the container from the finger (ignored until it lifts); a request during a settle
///   retargets the spring from where it is, at its current speed;
/// - `lock()` stops every user input (touch, keys, pad); code still navigates.
@MainActor
public final class SwipeNavigationController: ViewController {
    /// The configuration (styles, thresholds, band, options). Changing it relayouts.
    public var configuration: NavigationConfiguration {
        didSet { applyPosition() }
    }
    /// The pan driving the container (on its view).
    public let panGestureRecognizer = PanGestureRecognizer()
    /// The ticker whose frames run the settles (the application's).
    public let ticker: AnimationTicker
    /// Consulted before moving towards a panel (by any input, code included); false refuses.
    public var shouldShow: (@MainActor (Panel) -> Bool)?
    /// Called with `configuration.commitRumble` when a settle ends on a new panel; wire it to
    /// `GamepadManager.rumble` (FlickNavigation cannot import FlickSDL).
    public var rumble: (@MainActor (CommitRumble) -> Void)?
    /// Called when the centre (capture) button is tapped while the centre is shown.
    public var onCapture: (@MainActor () -> Void)?

    /// The panel the container rests on (or last rested on / passed through while moving).
    public internal(set) var currentPanel: Panel = .center
    /// The fractional position, panel units (at most one non-zero component).
    public internal(set) var position: Point = .zero
    /// True while the user cannot move the container.
    public private(set) var isLocked = false

    /// The controllers, by panel.
    public private(set) var panels: [Panel: ViewController] = [:]
    /// The background (the camera).
    public private(set) var background: ViewController?
    /// The default chrome, if installed (see `NavigationChrome`).
    public private(set) var chrome: NavigationChrome?

    /// Slot for revealed panels (under the background).
    let underSlot = PassthroughView()
    /// Slot for the background, the centre panel and pushed panels.
    let backgroundSlot = PassthroughView()
    /// Slot for chrome behind the panels (the blur over the camera).
    let backdropSlot = PassthroughView()
    /// Slot for covering and overlapping panels.
    let overSlot = PassthroughView()
    /// Slot for chrome in front of everything (nav bar, indicators).
    let chromeSlot = PassthroughView()

    var observers: [WeakObserver] = []
    var segment: (from: Panel, to: Panel)?
    var motion: Motion?
    var drag: DragState?
    var fingerLead = FingerLead.none
    var stick = StickScrub()
    var stickDrive: StickDrive?
    var lastSampleTime: Double?
    /// The velocity the latest settle started with along its route, panel units per second (what
    /// a release handed over; `flick bench` reads it).
    public internal(set) var settleStartSpeed = 0.0
    var frameScheduled = false
    /// The panel of the last rest (a settle ending elsewhere rumbles and moves focus).
    var restPanel: Panel = .center

    /// Creates a container over `background` with `panels` and the default chrome (pass nil for
    /// none). `ticker` must be the application's.
    public init(
        background: ViewController? = nil, panels: [Panel: ViewController] = [:],
        configuration: NavigationConfiguration = NavigationConfiguration(),
        chrome: NavigationChrome? = NavigationChrome(), ticker: AnimationTicker = .main
    ) {
        self.configuration = configuration
        self.ticker = ticker
        super.init()
        self.background = background
        self.panels = panels
        self.chrome = chrome
        stick = StickScrub(configuration: configuration.stick)
    }

    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    public override func loadView() {
        let root = View()
        root.name = "swipe-navigation"
        root.clipsToBounds = true
        view = root
    }

    public override func viewDidLoad() {
        let slots: [(View, String)] = [
            (underSlot, "under"), (backgroundSlot, "background"), (backdropSlot, "backdrop"), (overSlot, "over"),
            (chromeSlot, "chrome"),
        ]
        for (slot, name) in slots {
            slot.name = "swipe-navigation-\(name)"
            slot.frame = view.bounds
            view.addSubview(slot)
        }
        panGestureRecognizer.name = "swipe-navigation-pan"
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget(self, action: SwipeNavigationController.handlePan)
        view.addGestureRecognizer(panGestureRecognizer)
        if let background { contain(background, in: backgroundSlot) }
        for panel in Panel.allCases { if let c = panels[panel] { contain(c, in: slot(for: panel)) } }
        if let chrome { chrome.install(in: self) }
        applyPosition()
    }

    public override func viewDidLayoutSubviews() {
        for slot in [underSlot, backgroundSlot, backdropSlot, overSlot, chromeSlot] { slot.frame = view.bounds }
        applyPosition()
    }

    // MARK: Panels

    /// The panels that exist (a controller is set and `shouldShow` allows it); the centre always
    /// counts (it is the background's place even without a controller).
    public var availablePanels: Set<Panel> {
        var set: Set<Panel> = [.center]
        for panel in Panel.allCases where panel != .center && panels[panel] != nil {
            if shouldShow?(panel) ?? true { set.insert(panel) }
        }
        return set
    }

    /// The panel a settle is heading for, else the current panel.
    public var destinationPanel: Panel { motion?.target ?? currentPanel }

    /// True while the container is anywhere but at rest on `currentPanel`: a settle runs, a
    /// finger or the stick moved it, or a move towards a neighbour is under way.
    public var isTransitioning: Bool {
        motion != nil || segment != nil || position != currentPanel.restingPosition
    }

    /// Replaces the controller of `panel` (nil removes it) with full containment. The current
    /// panel cannot be removed while shown: the container first moves to the centre at once.
    public func setPanel(_ controller: ViewController?, for panel: Panel) {
        if panels[panel] === controller { return }
        if controller == nil, currentPanel == panel || segment?.to == panel || segment?.from == panel {
            navigate(to: .center, animated: false)
        }
        if let old = panels[panel] { release(old) }
        panels[panel] = controller
        if let controller, isViewLoaded { contain(controller, in: slot(for: panel)) }
        applyPosition()
    }

    /// Replaces the background controller.
    public func setBackground(_ controller: ViewController?) {
        if background === controller { return }
        if let old = background { release(old) }
        background = controller
        if let controller, isViewLoaded {
            contain(controller, in: backgroundSlot)
            backgroundSlot.sendSubviewToBack(controller.view)
        }
        applyPosition()
    }

    /// Stops user input (touch, keys, gamepad) until `unlock()`; a drag in progress is cancelled
    /// and settles back. Code can still navigate.
    public func lock() {
        isLocked = true
        panGestureRecognizer.isEnabled = false
        if stickDrive != nil { endStick(commit: false, at: nil) }
        stick.reset()
    }

    /// Lets the user move the container again.
    public func unlock() {
        isLocked = false
        panGestureRecognizer.isEnabled = true
    }

    /// Registers an observer (held weakly).
    public func addObserver(_ observer: any SwipeNavigationObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    /// Unregisters an observer.
    public func removeObserver(_ observer: any SwipeNavigationObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// The slot a panel's view lives in, from its style.
    func slot(for panel: Panel) -> View {
        if panel == .center { return backgroundSlot }
        switch configuration.style(of: panel) {
        case .reveal: return underSlot
        case .push: return backgroundSlot
        case .cover, .overlap: return overSlot
        }
    }

    /// Adds `child` (UIKit's contract), appearing at once when it should be on screen.
    private func contain(_ child: ViewController, in slot: View) {
        addChild(child)
        let v = child.view
        let appears = isOnScreen && (child === background || child === panels[currentPanel])
        if appears { child.beginAppearanceTransition(true, animated: false) }
        slot.addSubview(v)
        child.didMove(toParent: self)
        if appears { child.endAppearanceTransition() }
    }

    /// Removes `child` (UIKit's contract), disappearing first when it is on screen.
    private func release(_ child: ViewController) {
        child.willMove(toParent: nil)
        let wasOn = child.appearanceState != .disappeared
        if wasOn { child.beginAppearanceTransition(false, animated: false) }
        child.view.removeFromSuperview()
        if wasOn { child.endAppearanceTransition() }
        child.removeFromParent()
    }

    /// True while this container is on screen (appeared or appearing).
    var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: Appearance (forwarded by hand)

    public override func viewWillAppear(_ animated: Bool) {
        for c in shownControllers { c.beginAppearanceTransition(true, animated: animated) }
    }

    public override func viewDidAppear(_ animated: Bool) {
        for c in shownControllers { c.endAppearanceTransition() }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        for c in children where c.appearanceState != .disappeared {
            c.beginAppearanceTransition(false, animated: animated)
        }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        for c in children { c.endAppearanceTransition() }
    }

    /// Presses reaching the container up the responder chain go to `handlePress`; unused ones
    /// travel on.
    public override func pressesBegan(_ presses: [Press]) {
        let rest = presses.filter { !handlePress($0) }
        if !rest.isEmpty { super.pressesBegan(rest) }
    }

    /// The background and the current panel's controller.
    private var shownControllers: [ViewController] {
        [background, panels[currentPanel]].compactMap { $0 }
    }
}

/// A weak reference to an observer.
struct WeakObserver {
    weak var value: (any SwipeNavigationObserver)?
}
