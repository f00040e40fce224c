public import FlickGeometry

/// Turns touches into a gesture, UIGestureRecognizer-shaped: an explicit state machine
/// (`GestureState`, legal moves in `GestureStateMachine`), target-action, a delegate, and
/// arbitration with the other recognizers that see the same touches (see docs/ARCHITECTURE.md,
/// "Event dispatch").
///
/// Recognizers see only timestamped touches (fingers, or the mouse as one touch) and the frame
/// time (`advance(to:)`), never a clock. Subclasses override the `touches…` methods and
/// `advance(to:)`, and set `state`; a request to begin or recognize may be refused (the recognizer
/// fails) or deferred (it waits for the recognizers it requires to fail) by the dispatcher.
@MainActor
open class GestureRecognizer {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Disabled recognizers receive no touches; disabling a live one cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { dispatcher?.abandon(self) } }
    }
    /// Consulted on beginning, receiving touches, simultaneity and failure requirements.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// When true (default), recognizing sends `touchesCancelled` to the views of its touches.
    public var cancelsTouchesInView = true
    /// A name for debugging and the input inspector.
    public var name: String?
    /// The touches the recognizer is tracking now.
    public internal(set) var touches: [Touch] = []
    /// The time of the latest event or frame the recognizer saw, seconds.
    public internal(set) var currentTime = 0.0
    /// The earliest time the latest event can have happened (`InputEvent.earliestTimestamp`;
    /// `currentTime` after a frame), seconds.
    public internal(set) var currentEarliestTime = 0.0

    private var storedState = GestureState.possible
    var pendingState: GestureState?
    var failureRequirements: [WeakRecognizer] = []
    weak var dispatcher: GestureDispatcher?
    private var actions: [(id: Int, target: WeakTarget?, action: @MainActor (GestureRecognizer) -> Void)] = []
    private var nextActionID = 0

    /// Creates a recognizer, optionally with one action closure.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { addAction(action) }
    }

    /// True for recognizers that recognize once (tap) rather than track (pan).
    open var isDiscrete: Bool { false }

    /// The number of tracked touches.
    public var numberOfTouches: Int { touches.count }

    /// True while a request to begin/recognize waits for required recognizers to fail.
    public var isWaitingForFailure: Bool { pendingState != nil }

    /// The state. Setting it asks for a transition: illegal ones (see `GestureStateMachine`) trap
    /// with a message; beginning or recognizing may be refused or deferred by arbitration.
    public var state: GestureState {
        get { storedState }
        set { request(newValue) }
    }

    /// The centroid of the tracked touches in `view`'s coordinates (window's for nil).
    public func location(in view: View?) -> Point {
        guard !touches.isEmpty else { return .zero }
        var sx = 0.0
        var sy = 0.0
        for t in touches {
            let p = t.location(in: view)
            sx += p.x
            sy += p.y
        }
        return Point(x: sx / Double(touches.count), y: sy / Double(touches.count))
    }

    // MARK: Target-action

    /// Adds a closure called on every state change that sends actions (began, changed, ended,
    /// cancelled; recognized for discrete ones). Returns an id for `removeAction`.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        actions.append((nextActionID, nil, action))
        return nextActionID
    }

    /// Adds `target`'s method as an action (UIKit's `addTarget(_:action:)`); the target is held
    /// weakly: once it is gone the action is skipped.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> (GestureRecognizer) -> Void) {
        nextActionID += 1
        actions.append(
            (
                nextActionID, WeakTarget(target),
                { [weak target] g in
                    if let target { action(target)(g) }
                }
            ))
    }

    /// Removes an action added with `addAction`.
    public func removeAction(_ id: Int) { actions.removeAll { $0.id == id } }

    /// Removes every action of `target` (all actions when nil).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.target?.object === target }
    }

    // MARK: Failure requirements

    /// This recognizer recognizes only after `other` fails (UIKit's `require(toFail:)`).
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "A recognizer cannot require itself to fail; pass another recognizer")
        failureRequirements.removeAll { $0.value == nil }
        guard !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// True when this recognizer must wait for `other` to fail: `require(toFail:)`, this
    /// delegate's `shouldRequireFailureOf`, or the other's `shouldBeRequiredToFailBy`.
    public func requiresFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.value === other }) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// True when this recognizer and `other` may be recognized together: either delegate says so.
    public func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    // MARK: Subclass hooks

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: [Touch]) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: [Touch]) {}
    /// Tracked touches lifted (already removed from `touches`).
    open func touchesEnded(_ touches: [Touch]) {}
    /// Tracked touches were cancelled (already removed from `touches`). The default cancels a
    /// live gesture and fails a possible one.
    open func touchesCancelled(_ touches: [Touch]) {
        if state.isLive { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Frame time passed (seconds): timers such as long-press and tap intervals fire here.
    open func advance(to time: Double) {}
    /// The next time `advance(to:)` must run even if nothing happens (a timer), or nil.
    open var nextDeadline: Double? { nil }
    /// Returns the recognizer to its initial condition (called after its touches ended in a
    /// terminal state). Overrides must call super.
    open func reset() {}

    // MARK: Transitions

    private func request(_ newState: GestureState) {
        if let message = GestureStateMachine.misuse(from: storedState, to: newState, isDiscrete: isDiscrete) {
            if storedState.isTerminal && newState.isTerminal { return }
            preconditionFailure(message)
        }
        if newState == .failed || newState == .cancelled { pendingState = nil }
        if storedState == .possible, newState == .began || newState == .ended {
            let verdict = dispatcher?.arbitrate(self, to: newState) ?? standaloneVerdict()
            switch verdict {
            case .allow: break
            case .deny: return apply(.failed)
            case .defer: pendingState = newState; return
            }
        }
        apply(newState)
    }

    private func standaloneVerdict() -> GestureDispatcher.Verdict {
        delegate?.gestureRecognizerShouldBegin(self) == false ? .deny : .allow
    }

    /// Moves to `newState` without arbitration, sends actions and tells the dispatcher.
    func apply(_ newState: GestureState) {
        let old = storedState
        storedState = newState
        pendingState = nil
        if newState.sendsActions {
            for entry in actions { entry.action(self) }
        }
        dispatcher?.recognizer(self, didMoveFrom: old, to: newState)
    }

    /// Back to possible after a finished sequence.
    func performReset() {
        storedState = .possible
        pendingState = nil
        touches.removeAll()
        reset()
    }
}

/// A weak reference to a recognizer (for failure requirements, which don't keep others alive).
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}

/// A weak reference to an action's target.
struct WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
