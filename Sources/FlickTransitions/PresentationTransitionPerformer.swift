public import FlickAnimation
import FlickGeometry
public import FlickUI

/// Presents and dismisses over full screen through a `TransitioningDelegate` — the engine behind
/// `ViewController.transitioningDelegate` (plugged into `ViewController.transitionPerformer`).
///
/// Over full screen: the presenting view stays in the window, below, and its controller keeps its
/// appearance; the presented view lives in a container view filling the window. The delegate's
/// animators and interaction controllers run the transitions, both ways (the cards article drags
/// a mini card up into its deck: an interactive presentation); without an animator (or with
/// `animated` false) the change happens at once. A cancelled interactive dismissal leaves the
/// controller presented; a cancelled interactive presentation is undone at once (a non-animated
/// `dismiss`, which clears `presentedViewController`).
@MainActor
public final class PresentationTransitionPerformer: PresentationTransitionPerforming {
    /// Vends the animators (weak, like UIKit's `transitioningDelegate`).
    public weak var delegate: (any TransitioningDelegate)?
    /// The ticker whose frames drive the transitions (the application's).
    public var ticker: AnimationTicker
    /// The transition in flight, if any.
    public private(set) var activeContext: TransitionContext?
    /// When true the animation also gets the presenting view (`view(forKey:)`; UIKit's full-screen
    /// style, for animations such as the flip that turn it away); it stays in the window either
    /// way. Default false (over full screen: the presenting view is left alone).
    public var animatesPresentingView = false
    private var containerView: View?

    /// Creates a performer for `delegate`.
    public init(delegate: (any TransitioningDelegate)?, ticker: AnimationTicker = .main) {
        self.delegate = delegate
        self.ticker = ticker
    }

    /// Presents `presented` through the delegate's animator (see the type's documentation).
    public func performPresentation(
        of presented: ViewController, over presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let container = View(frame: window.bounds)
        container.name = "presentation-container"
        window.addSubview(container)
        containerView = container
        let ctx = TransitionContext(
            from: presenting, to: presented, containerView: container, isForward: true, ticker: ticker)
        if !animatesPresentingView { ctx.setView(nil, forKey: .from) }
        ctx.setInitialFrame(container.bounds, for: presenting)
        ctx.setFinalFrame(container.bounds, for: presenting)
        ctx.setFinalFrame(container.bounds, for: presented)
        let animator = delegate?.animationController(
            forPresented: presented, presenting: presenting, source: presenting)
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        ctx.isAnimated = animated && animator != nil
        presented.beginAppearanceTransition(true, animated: ctx.isAnimated)
        ctx.completionBlock = { [weak self, unowned ctx] completed in
            self?.activeContext = nil
            guard completed else {
                // Dragged back: the presentation never happened.
                presenting.dismiss(animated: false)
                return
            }
            if presented.view.superview !== container {
                presented.view.frame = ctx.finalFrame(for: presented)
                container.addSubview(presented.view)
            }
            presented.endAppearanceTransition()
            completion()
        }
        run(ctx, animator: animator, interaction: interaction)
    }

    /// Dismisses `presented` through the delegate's animator and dismissal interaction controller.
    public func performDismissal(
        of presented: ViewController, revealing presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let container = containerView ?? presented.view.superview ?? window
        let ctx = TransitionContext(
            from: presented, to: presenting, containerView: container, isForward: false, ticker: ticker)
        if !animatesPresentingView { ctx.setView(nil, forKey: .to) }
        ctx.setInitialFrame(presented.view.frame, for: presented)
        ctx.setInitialFrame(container.bounds, for: presenting)
        ctx.setFinalFrame(container.bounds, for: presenting)
        let animator = delegate?.animationController(forDismissed: presented)
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        ctx.isAnimated = animated && animator != nil
        presented.beginAppearanceTransition(false, animated: ctx.isAnimated)
        ctx.completionBlock = { [weak self, unowned ctx] completed in
            self?.activeContext = nil
            if completed {
                presented.view.removeFromSuperview()
                if container !== window, container.subviews.isEmpty {
                    container.removeFromSuperview()
                    self?.containerView = nil
                }
                presented.endAppearanceTransition()
                completion()
            } else {
                if presented.view.superview !== container { container.addSubview(presented.view) }
                presented.view.frame = ctx.initialFrame(for: presented)
                presented.beginAppearanceTransition(true, animated: ctx.isAnimated)
                presented.endAppearanceTransition()
            }
        }
        run(ctx, animator: animator, interaction: interaction)
    }

    private func run(
        _ ctx: TransitionContext, animator: (any AnimatedTransitioning)?, interaction: (any InteractiveTransitioning)?
    ) {
        guard ctx.isAnimated, let animator else {
            ctx.completeTransition(true)
            return
        }
        activeContext = ctx
        ctx.animator = animator
        if let interaction {
            interaction.startInteractiveTransition(ctx)
        } else {
            animator.animateTransition(using: ctx)
            ctx.transitionDidStart()
        }
    }
}

extension ViewController {
    /// Vends this controller's presentation and dismissal animators when it is presented
    /// (UIKit's `transitioningDelegate`, held weakly). Setting it installs a
    /// `PresentationTransitionPerformer` as `transitionPerformer`; nil removes it.
    public var transitioningDelegate: (any TransitioningDelegate)? {
        get { (transitionPerformer as? PresentationTransitionPerformer)?.delegate }
        set {
            if let newValue {
                transitionPerformer = PresentationTransitionPerformer(delegate: newValue)
            } else {
                transitionPerformer = nil
            }
        }
    }
}
