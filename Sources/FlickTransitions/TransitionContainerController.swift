public import FlickAnimation
import FlickGeometry
public import FlickUI

/// A base for custom containers that switch between children with interruptible, interactive
/// transitions (the habr article's SnapchatNavigationController, generalised; FEEL.md §5).
///
/// Children sit in `containerView`; one is selected. `select(_:animated:)` switches with the
/// `animationProvider`'s animation; an `interactor` (edge or free pan) drives switches from the
/// finger. The rules:
/// - a request during a transition retargets it: back to its source → it reverses; to its
///   target → it finishes; elsewhere → it finishes quickly (3× speed) and then goes on (never
///   freezes, never silently drops);
/// - a touch on a moving transition catches it where it is (the interactor's pan begins on
///   touch-down while something moves); dragging past the start (or end) hands over to the
///   transition towards the neighbour on that side without lifting the finger;
/// - release decides by velocity first, then position (`ReleaseDecision`), and the finishing
///   spring starts at the finger's velocity;
/// - a gesture that ends before its transition started changes nothing; a cancelled gesture
///   (focus loss) cancels the transition and leaves no stale target.
/// Left/right presses (arrows, d-pad) select the neighbour of the current destination.
@MainActor
open class TransitionContainerController: ViewController {
    /// One transition in flight.
    public final class ActiveTransition {
        /// Index of the child being left.
        public let from: Int
        /// Index of the child being shown.
        public let to: Int
        /// True when `to > from`.
        public let isForward: Bool
        /// The transition's context.
        public let context: TransitionContext
        /// The interactive driver (also drives programmatic switches, so any switch can be caught).
        public let driver: PercentDrivenInteractiveTransition

        init(from: Int, to: Int, context: TransitionContext, driver: PercentDrivenInteractiveTransition) {
            self.from = from
            self.to = to
            isForward = to > from
            self.context = context
            self.driver = driver
        }
    }

    /// The view the children's views live in (fills this controller's view).
    public let containerView = View()
    /// The children, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// The index of the child shown at rest (the source while a transition runs).
    public private(set) var selectedIndex = 0
    /// The transition in flight, if any.
    public internal(set) var activeTransition: ActiveTransition?
    /// Makes the animation for a switch from one child to another; default: `SlideAnimation()`.
    public var animationProvider: @MainActor (_ from: Int, _ to: Int) -> any TransitionAnimation = { _, _ in
        SlideAnimation()
    }
    /// Seconds per switch; default 0.33 (FEEL.md §1, habr).
    public var duration = 0.33
    /// The programmatic switch's curve; default ease-out (FEEL.md §1, habr).
    public var curve = TimingCurve.easeOut
    /// Which percent driver runs the transitions.
    public var driverKind = PercentDrivenInteractiveTransition.Driver.interruptibleAnimator
    /// Release: speeds above this, points per second, decide by direction (FEEL.md §1, habr: 200).
    public var releaseVelocityThreshold = 200.0
    /// Release: past this fraction the switch finishes (FEEL.md §1, habr: 0.5).
    public var releasePositionThreshold = 0.5
    /// The ticker whose frames drive the transitions (the application's).
    public var ticker = AnimationTicker.main
    /// Called after every transition with whether it completed.
    public var onTransitionEnd: (@MainActor (Bool) -> Void)?
    /// The finger input; set with `setInteractor(_:)`.
    public private(set) var interactor: TransitionInteractor?

    var pendingIndex: Int?
    var interaction = InteractionState()

    /// True while a transition is in flight.
    public var isTransitioning: Bool { activeTransition != nil }

    /// The child shown at rest.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Where the container is heading: a queued request, else where the transition in flight is
    /// going (its source while it runs back), else the selection.
    public var destinationIndex: Int {
        if let pendingIndex { return pendingIndex }
        guard let t = activeTransition else { return selectedIndex }
        if case .completing(towardsEnd: false) = t.driver.phase { return t.from }
        return t.to
    }

    /// False: the container forwards appearance to the selected child itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Adds `containerView`.
    open override func viewDidLoad() {
        containerView.name = "transition-container"
        containerView.frame = view.bounds
        view.addSubview(containerView)
    }

    /// Fits `containerView` (and the selected child at rest) to the view.
    open override func viewDidLayoutSubviews() {
        containerView.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height)
        if activeTransition == nil { selectedViewController?.view.frame = containerView.bounds }
    }

    /// Attaches the finger input (nil removes it).
    public func setInteractor(_ interactor: TransitionInteractor?) {
        self.interactor?.detach()
        self.interactor = interactor
        interactor?.attach(to: self)
    }

    /// Replaces the children and shows `selectedIndex` at once (any transition ends first, at
    /// its start). Out-of-range indices select the nearest child.
    public func setViewControllers(_ controllers: [ViewController], selectedIndex index: Int = 0) {
        if let t = activeTransition, !t.driver.endImmediately(completed: false) { activeTransition = nil }
        pendingIndex = nil
        let old = selectedViewController
        let isOnScreen = appearanceState == .appeared || appearanceState == .appearing
        if let old {
            old.willMove(toParent: nil)
            if isOnScreen { old.beginAppearanceTransition(false, animated: false) }
            old.view.removeFromSuperview()
            if isOnScreen { old.endAppearanceTransition() }
        }
        for c in viewControllers where c.parent === self { c.removeFromParent() }
        viewControllers = controllers
        selectedIndex = controllers.isEmpty ? 0 : min(max(index, 0), controllers.count - 1)
        guard let new = selectedViewController else { return }
        addChild(new)
        _ = view
        new.view.frame = containerView.bounds
        if isOnScreen { new.beginAppearanceTransition(true, animated: false) }
        containerView.addSubview(new.view)
        new.didMove(toParent: self)
        if isOnScreen { new.endAppearanceTransition() }
    }

    /// Shows child `index` (ignored when out of range), retargeting any transition in flight
    /// (see the type's rules). A finger holding the transition lets go of it.
    public func select(_ index: Int, animated: Bool = true) {
        guard viewControllers.indices.contains(index) else { return }
        if interaction.isTouching { interaction.isAbandoned = true }
        if let t = activeTransition {
            if index == t.to {
                pendingIndex = nil
                t.driver.finish()
            } else if index == t.from {
                pendingIndex = nil
                t.driver.cancel()
            } else {
                pendingIndex = index
                t.driver.completionSpeed = Self.hurrySpeed
                t.driver.finish()
            }
            return
        }
        guard index != selectedIndex else { return }
        startTransition(to: index, interactive: false, animated: animated)
    }

    /// The completion speed of a transition hurried along by a request for a third child.
    static let hurrySpeed = 3.0

    /// Starts a transition from the selection to `index`.
    @discardableResult
    func startTransition(to index: Int, interactive: Bool, animated: Bool = true) -> ActiveTransition? {
        guard activeTransition == nil, index != selectedIndex, viewControllers.indices.contains(index),
            let from = selectedViewController
        else { return nil }
        _ = view
        let source = selectedIndex
        let to = viewControllers[index]
        let animation = TransitionAnimationDriver(animationProvider(source, index), duration: duration, curve: curve)
        let ctx = TransitionContext.swappingChildren(
            of: self, from: from, to: to, containerView: containerView, isForward: index > source,
            animated: animated, ticker: ticker)
        ctx.animator = animation
        let driver = PercentDrivenInteractiveTransition(animator: animation, driver: driverKind)
        driver.wantsInteractiveStart = interactive
        driver.completionCurve = curve
        let t = ActiveTransition(from: source, to: index, context: ctx, driver: driver)
        // The container's own clean-up runs after the swap's containment and appearance calls.
        // The context drops its block once it has run, which lets go of `t`.
        let swap = ctx.completionBlock
        ctx.completionBlock = { [weak self] completed in
            swap?(completed)
            self?.transitionEnded(t, completed: completed)
        }
        guard animated else {
            animation.animateTransition(using: ctx)
            return nil
        }
        activeTransition = t
        driver.startInteractiveTransition(ctx)
        return t
    }

    private func transitionEnded(_ t: ActiveTransition, completed: Bool) {
        if completed { selectedIndex = t.to }
        if activeTransition === t {
            activeTransition = nil
            // A resize during the transition was not applied to the children: lay out again now.
            selectedViewController?.view.frame = containerView.bounds
        }
        onTransitionEnd?(completed)
        if let next = pendingIndex {
            pendingIndex = nil
            if next != selectedIndex { startTransition(to: next, interactive: false) }
        }
    }

    // MARK: Appearance (forwarded to the selected child by hand)

    /// Forwards to the selected child.
    open override func viewWillAppear(_ animated: Bool) {
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    /// Forwards to the selected child.
    open override func viewDidAppear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition()
    }

    /// Forwards to the selected child.
    open override func viewWillDisappear(_ animated: Bool) {
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards to the selected child.
    open override func viewDidDisappear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition()
    }

    // MARK: Presses

    /// Left/right presses select the neighbour of `destinationIndex`; others go up the chain.
    open override func pressesBegan(_ presses: [Press]) {
        var rest: [Press] = []
        for p in presses {
            switch p.meaning {
            case .left where destinationIndex > 0: select(destinationIndex - 1)
            case .right where destinationIndex + 1 < viewControllers.count: select(destinationIndex + 1)
            default: rest.append(p)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest) }
    }
}
