import FlickGeometry
import FlickUI

extension SwipeNavigationController {
    /// Moves to `newPosition` (panel units): commits or cancels moves between panels as the
    /// position passes resting points (with appearance callbacks and observer calls), then lays
    /// everything out and tells observers. Non-finite positions are ignored.
    func setPosition(_ newPosition: Point) {
        guard newPosition.isFinite else { return }
        // The position lives on the plus: a jump from one axis to the other passes the centre.
        let crossesAxes = (position.x != 0 && newPosition.y != 0) || (position.y != 0 && newPosition.x != 0)
        if crossesAxes {
            position = .zero
            reconcileSegments()
        }
        position = newPosition
        reconcileSegments()
        applyPosition()
    }

    /// Lays out the background, the panels and visibility for `position`, and updates observers.
    func applyPosition() {
        guard isViewLoaded else { return }
        let bounds = Rect(origin: .zero, size: view.bounds.size)
        let present = Set(panels.keys).union([.center])
        let layout = NavigationLayout.at(
            position, size: bounds.size, present: present, configuration: configuration,
            panelLead: fingerLead.value(at: position))
        if let bg = background?.viewIfLoaded {
            bg.frame = NavigationLayout.frame(bounds, offset: layout.backgroundOffset)
        }
        for (panel, controller) in panels {
            guard let v = controller.viewIfLoaded else { continue }
            let offset = panel == .center ? layout.backgroundOffset : layout.panelOffsets[panel] ?? .zero
            v.frame = NavigationLayout.frame(bounds, offset: offset)
            v.isHidden = !layout.visible.contains(panel)
            if v.superview !== slot(for: panel), v.superview != nil {
                v.removeFromSuperview()
                slot(for: panel).addSubview(v)
            }
        }
        for o in observers { o.value?.swipeNavigation(self, didUpdate: position) }
    }

    /// Follows the position across resting points: leaving the current panel begins a move
    /// towards the neighbour in that direction; reaching the neighbour commits it; coming back
    /// (or turning onto the other axis) cancels it. Loops so one jump across several points
    /// (a fast frame through the centre) commits and begins in order.
    func reconcileSegments() {
        let eps = 1e-9
        for _ in 0..<6 {
            let base = currentPanel.restingPosition
            if let s = segment {
                let dir = s.to.restingPosition - s.from.restingPosition
                let d = position - base
                let along = d.x * dir.x + d.y * dir.y
                let across = abs(d.x * dir.y - d.y * dir.x)
                if across > eps || along <= eps {
                    cancelSegment(s)
                    continue
                }
                if along >= 1 - eps {
                    commitSegment(s)
                    continue
                }
                return
            }
            let d = position - base
            guard d.length > eps, let next = neighbour(of: currentPanel, towards: d) else { return }
            beginSegment(from: currentPanel, to: next)
        }
    }

    /// The place next to `panel` in direction `d` (the centre is always a place; side panels
    /// only when available).
    func neighbour(of panel: Panel, towards d: Point) -> Panel? {
        if panel == .center {
            let axis: Axis = abs(d.x) >= abs(d.y) ? .horizontal : .vertical
            let value = d.component(axis)
            guard let p = Panel.at(value < 0 ? -1 : 1, on: axis) else { return nil }
            return availablePanels.contains(p) ? p : nil
        }
        let back = panel.direction * -1
        return d.x * back.x + d.y * back.y > 0 ? .center : nil
    }

    private func beginSegment(from: Panel, to: Panel) {
        segment = (from, to)
        if isOnScreen {
            panels[from]?.beginAppearanceTransition(false, animated: true)
            panels[to]?.beginAppearanceTransition(true, animated: true)
        }
        for o in observers { o.value?.swipeNavigation(self, willNavigateTo: to) }
    }

    private func commitSegment(_ s: (from: Panel, to: Panel)) {
        segment = nil
        currentPanel = s.to
        if isOnScreen {
            panels[s.from]?.endAppearanceTransition()
            panels[s.to]?.endAppearanceTransition()
        }
        for o in observers { o.value?.swipeNavigation(self, didNavigateTo: s.to) }
    }

    private func cancelSegment(_ s: (from: Panel, to: Panel)) {
        segment = nil
        if isOnScreen {
            if let to = panels[s.to] {
                to.beginAppearanceTransition(false, animated: true)
                to.endAppearanceTransition()
            }
            if let from = panels[s.from] {
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
        }
        for o in observers { o.value?.swipeNavigation(self, didCancelNavigationTo: s.to) }
    }
}
