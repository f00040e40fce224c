import FlickAnimation
import FlickGeometry
import FlickTransitions
import FlickUI

/// Presents and dismisses the cards deck over full screen, both ways interactive (the fourth
/// article drags the mini card up into the deck: an interactive *presentation*).
///
/// Why not `PresentationTransitionPerformer`: it never consults
/// `interactionControllerForPresentation` (presentations always run to the end). This performer
/// is the same over-full-screen arrangement — the presented view in a container filling the
/// window, the presenting view left below — with the delegate's interaction controller used in
/// both directions. A cancelled presentation is undone with a non-animated `dismiss`, since
/// only FlickUI can clear `presentedViewController`.
@MainActor
final class CardsPresentationPerformer: PresentationTransitionPerforming {
    /// Vends the animators and interaction controllers.
    weak var delegate: (any TransitioningDelegate)?
    /// The frames that drive the transitions (the application's ticker).
    let ticker: AnimationTicker
    /// The transition in flight, if any.
    private(set) var activeContext: TransitionContext?
    private var container: View?

    /// A performer on `ticker`'s frames; set `delegate` before presenting.
    init(ticker: AnimationTicker) { self.ticker = ticker }

    func performPresentation(
        of presented: ViewController, over presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let container = View(frame: window.bounds)
        container.name = "cards-presentation-container"
        window.addSubview(container)
        self.container = container
        let ctx = TransitionContext(
            from: presenting, to: presented, containerView: container, isForward: true, ticker: ticker)
        ctx.setView(nil, forKey: .from)
        ctx.setFinalFrame(container.bounds, for: presented)
        let animator = delegate?.animationController(
            forPresented: presented, presenting: presenting, source: presenting)
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        ctx.isAnimated = animated && animator != nil
        presented.beginAppearanceTransition(true, animated: ctx.isAnimated)
        ctx.completionBlock = { [weak self, unowned ctx] completed in
            self?.activeContext = nil
            guard completed else {
                // Dragged back down: undo the presentation (see the type's documentation).
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

    func performDismissal(
        of presented: ViewController, revealing presenting: ViewController, in window: Window, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let container = self.container ?? presented.view.superview ?? window
        let ctx = TransitionContext(
            from: presented, to: presenting, containerView: container, isForward: false, ticker: ticker)
        ctx.setView(nil, forKey: .to)
        ctx.setInitialFrame(presented.view.frame, for: presented)
        let animator = delegate?.animationController(forDismissed: presented)
        let interaction = animated ? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
        ctx.isAnimated = animated && animator != nil
        presented.beginAppearanceTransition(false, animated: ctx.isAnimated)
        ctx.completionBlock = { [weak self, unowned ctx] completed in
            self?.activeContext = nil
            if completed {
                presented.view.removeFromSuperview()
                if container !== window {
                    container.removeFromSuperview()
                    self?.container = nil
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
