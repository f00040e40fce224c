import FlickGeometry
import FlickUI

extension SwipeNavigationController {
    /// True when nothing moves and no finger or stick holds the container.
    public var isIdle: Bool { motion == nil && drag == nil && stickDrive == nil && !frameScheduled }

    /// What is wrong with the container's state right now, as messages (empty when all is well).
    /// Always: the position is finite and on the plus; every view frame and transform is finite;
    /// every panel and the background is wholly contained (a child whose view is in one of the
    /// container's slots). When idle, also: the position rests on `currentPanel`, exactly that
    /// panel shows, at its resting frame (the container's bounds), the chrome is at its resting
    /// values, and (on screen) exactly the current panel and the background have appeared.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        guard isViewLoaded else { return problems }
        if !position.isFinite || (position.x != 0 && position.y != 0) {
            problems.append("position \(position) is not on the plus")
        }
        for v in view.subtree where !v.frame.origin.isFinite || !v.transform.isFinite {
            problems.append("view \(v.name ?? "?") has a non-finite frame or transform")
        }
        let slots = [underSlot, backgroundSlot, backdropSlot, overSlot, chromeSlot]
        let contained = Array(panels.values) + [background].compactMap { $0 }
        for c in contained {
            let inSlot = slots.contains { $0 === c.viewIfLoaded?.superview }
            if c.parent !== self || !children.contains(where: { $0 === c }) || !inSlot {
                problems.append("\(c.title ?? "a controller") is half-contained")
            }
        }
        for c in children where !contained.contains(where: { $0 === c }) {
            problems.append("\(c.title ?? "a controller") is a stray child")
        }
        guard isIdle else { return problems }
        if position != currentPanel.restingPosition {
            problems.append("idle at \(position), not on \(currentPanel)")
        }
        if segment != nil { problems.append("idle with a move under way") }
        let bounds = Rect(origin: .zero, size: view.bounds.size)
        for (panel, c) in panels {
            guard let v = c.viewIfLoaded else { continue }
            let shouldShow = panel == currentPanel
            if v.isHidden == shouldShow { problems.append("\(panel) is \(v.isHidden ? "hidden" : "shown") at rest") }
            if shouldShow, v.frame != bounds { problems.append("\(panel) rests at \(v.frame), not \(bounds)") }
            if isOnScreen, appearanceState == .appeared {
                let expected: ViewController.AppearanceState = shouldShow ? .appeared : .disappeared
                if c.appearanceState != expected { problems.append("\(panel) is \(c.appearanceState) at rest") }
            }
        }
        if let chrome, !chrome.isAtRest(on: currentPanel, size: bounds.size) {
            problems.append("chrome is not at its resting values on \(currentPanel)")
        }
        return problems
    }
}
