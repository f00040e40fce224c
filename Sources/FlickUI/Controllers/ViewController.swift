/// Manages one view (loaded lazily) and takes part in containment and appearance, shaped like
/// UIViewController.
///
/// Appearance is a small state machine (`AppearanceState`): `beginAppearanceTransition(true, …)`
/// from disappeared or disappearing calls `viewWillAppear`; `endAppearanceTransition()` from
/// appearing calls `viewDidAppear`; and the mirror image for disappearing. Calls that would
/// repeat a state are ignored, so callbacks are balanced and never duplicated. Children whose views
/// are inside this controller's view get the same calls after their parent
/// (`shouldAutomaticallyForwardAppearanceMethods`). A controller's root view entering or leaving
/// a visible window triggers the calls by itself, unless a container already began them.
@MainActor
open class ViewController: Responder {
    /// Where a controller is in its appearance cycle.
    public enum AppearanceState: Hashable, Sendable {
        /// Not on screen (initial).
        case disappeared
        /// `viewWillAppear` was called; `viewDidAppear` is next.
        case appearing
        /// On screen.
        case appeared
        /// `viewWillDisappear` was called; `viewDidDisappear` is next.
        case disappearing
    }

    private var loadedView: View?
    /// The containing controller, if any.
    public internal(set) weak var parent: ViewController?
    /// Contained controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The controller this one presented (shown over it), if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, if any.
    public internal(set) weak var presentingViewController: ViewController?
    /// Performs present/dismiss for this controller when it is presented; nil presents and
    /// dismisses at once (no animation). The transition engine plugs in here.
    public var transitionPerformer: (any PresentationTransitionPerforming)?
    /// A name for debugging and tests.
    public var title: String?
    /// The `animated` flag of the transition under way, handed to the `did` callbacks.
    var lastAppearanceAnimated = false

    /// Creates a controller; its view loads on first access.
    public override init() { super.init() }

    /// The root view, created by `loadView()` on first access (then `viewDidLoad()` runs).
    public var view: View {
        get {
            if let v = loadedView { return v }
            loadView()
            guard let v = loadedView else {
                preconditionFailure("loadView() must set `view`; call super.loadView() or assign a view")
            }
            viewDidLoad()
            return v
        }
        set {
            loadedView?.viewController = nil
            precondition(
                newValue.viewController == nil || newValue.viewController === self,
                "A view can be the root view of one controller only; create a new view")
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// True once the view has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// The next responder: the view's superview, else the parent controller, else the presenter.
    open override var next: Responder? {
        loadedView?.superview ?? parent ?? presentingViewController
    }

    // MARK: Overridable hooks

    /// Creates the view; the default makes a plain `View`. Assign `view` and don't call super when
    /// overriding with your own view.
    open func loadView() { view = View() }
    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (from the layout phase).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before the controller is added to or removed from a parent (nil: removed).
    /// `addChild` calls it with the new parent; a container calls it with nil before
    /// `removeFromParent()`.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent. A container calls it
    /// with the parent after adding the child's view; `removeFromParent()` calls it with nil.
    open func didMove(toParent parent: ViewController?) {}
    /// Whether this controller forwards appearance calls to its children by itself (default
    /// true). Containers that drive their children's appearance return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
}

/// The seam for custom present/dismiss transitions (the transition engine implements it).
@MainActor
public protocol PresentationTransitionPerforming: AnyObject {
    /// Presents `presented` over `presenting` in `window`. Must add `presented.view` to the
    /// window, drive the appearance transitions of both, and call `completion` once when done.
    func performPresentation(
        of presented: ViewController, over presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Dismisses `presented`: must remove its view, drive the appearance transitions, and call
    /// `completion` once when done.
    func performDismissal(
        of presented: ViewController, revealing presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void)
}
