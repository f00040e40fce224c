public import FlickGeometry
public import FlickUI

/// The default chrome: the habr blur over the camera and swipe indicators, the two-axis nav bar
/// (buttons that slide, drop and tint) and the overview's shrinking action button (the bar's
/// centre button). Every value comes from `ChromeLayout` for the container's position, so the
/// chrome scrubs with any transition and rests exactly where `ChromeLayout.resting` says.
///
/// Taps: the side buttons navigate to their panels; the centre button returns to the centre, or
/// calls the container's `onCapture` when the centre is shown.
@MainActor
public final class NavigationChrome: SwipeNavigationObserver {
    /// The blur over the background, behind the panels (habr).
    public let blurView = View()
    /// The tint over the background, behind the panels, when `geometry.tintsBackground`
    /// (article 001: clear → red / blue with the offset).
    public let tintView = View()
    /// The front layer: indicators and the nav bar.
    public let overlayView = PassthroughView()
    /// The swipe indicators, by side (habr).
    public let indicators: [Panel: View] = [.left: View(), .right: View()]
    /// The nav bar (two-axis).
    public let barView: View = ChromeBarView()
    /// The nav bar's buttons, by the panel they show.
    public let buttons: [Panel: View] = [.left: View(), .center: View(), .right: View()]
    /// The bar's tint towards the left panel (default the two-axis article's red).
    public var leftTint = ChromeLayout.leftTint
    /// The bar's tint towards the right panel (default the two-axis article's blue).
    public var rightTint = ChromeLayout.rightTint
    /// Where the buttons sit and how they move (default article 001's nav bar).
    public var geometry = ChromeGeometry.twoAxis {
        didSet { relayout() }
    }
    /// The values last applied.
    public private(set) var values = ChromeLayout.at(.zero, size: .zero)
    /// The blur's radius, points: Flick's stand-in for UIBlurEffect.light (habr's blur style).
    public static let blurRadius = 20.0
    private weak var controller: SwipeNavigationController?

    /// Creates the chrome; the container installs it.
    public init() {}

    /// Adds the views to `controller`'s chrome slots and follows its position.
    func install(in controller: SwipeNavigationController) {
        self.controller = controller
        blurView.name = "chrome-blur"
        blurView.isUserInteractionEnabled = false
        blurView.layer.blurRadius = Self.blurRadius
        blurView.layer.blurTint = ChromeLayout.tint.withAlpha(ChromeLayout.blurTintAlpha)
        controller.backdropSlot.addSubview(blurView)
        tintView.name = "chrome-tint"
        tintView.isUserInteractionEnabled = false
        controller.backdropSlot.addSubview(tintView)
        overlayView.name = "chrome-overlay"
        controller.chromeSlot.addSubview(overlayView)
        for (side, v) in indicators {
            v.name = "chrome-indicator-\(side)"
            v.isUserInteractionEnabled = false
            v.cornerRadius = ChromeLayout.indicatorCornerRadius
            v.layer.shadowOpacity = ChromeLayout.indicatorShadow.opacity
            v.layer.shadowRadius = ChromeLayout.indicatorShadow.radius
            v.layer.shadowOffset = .zero
            overlayView.addSubview(v)
        }
        barView.name = "chrome-bar"
        barView.cornerRadius = Self.barCornerRadius
        overlayView.addSubview(barView)
        for (panel, b) in buttons {
            b.name = "chrome-button-\(panel)"
            b.cornerRadius = ChromeLayout.sideButtonSize / 2
            if panel == .center {
                b.layer.borderWidth = Self.centerRingWidth
                b.layer.borderColor = .white
            } else {
                b.backgroundColor = Color(white: 1, alpha: 0.85)
            }
            let tap = TapGestureRecognizer()
            tap.name = "chrome-tap-\(panel)"
            tap.addTarget(self) { chrome in { _ in chrome.tapped(panel) } }
            b.addGestureRecognizer(tap)
            barView.addSubview(b)
        }
        controller.addObserver(self)
    }

    /// The two-axis article's corner radius (FEEL.md §1, two-axis: 16), used for the bar.
    public static let barCornerRadius = 16.0
    /// The capture ring's width, points (Flick's looks).
    public static let centerRingWidth = 5.0

    private func tapped(_ panel: Panel) {
        guard let controller, !controller.isLocked else { return }
        if panel == .center, controller.destinationPanel == .center, !controller.isTransitioning {
            controller.onCapture?()
            return
        }
        controller.navigate(to: panel)
    }

    public func swipeNavigation(_ controller: SwipeNavigationController, didUpdate position: Point) {
        layout(position: position, size: controller.view.bounds.size, available: controller.availablePanels)
    }

    private func relayout() {
        guard let controller, controller.isViewLoaded else { return }
        layout(position: controller.position, size: controller.view.bounds.size, available: controller.availablePanels)
    }

    /// Lays the chrome out for `position` in a container of `size`.
    public func layout(position: Point, size: Size, available: Set<Panel>) {
        let v = ChromeLayout.at(position, size: size, leftTint: leftTint, rightTint: rightTint, geometry: geometry)
        values = v
        blurView.frame = Rect(origin: .zero, size: size)
        blurView.alpha = v.blurAlpha
        blurView.isHidden = v.blurAlpha <= 0
        tintView.frame = Rect(origin: .zero, size: size)
        tintView.backgroundColor = geometry.tintsBackground ? v.barColor : .clear
        tintView.isHidden = !geometry.tintsBackground || v.barColor.alpha <= 0
        overlayView.frame = Rect(origin: .zero, size: size)
        let s = ChromeLayout.indicatorSize
        let inset = ChromeLayout.indicatorInset
        for (side, view) in indicators {
            let x = side == .right ? size.width - inset - s.width : inset
            view.frame = Rect(x: x, y: (size.height - s.height) / 2, width: s.width, height: s.height)
            view.affineTransform = AffineTransform(translationX: v.indicatorTranslation[side] ?? 0, y: 0)
            view.backgroundColor = v.indicatorColor[side] ?? .white
            view.alpha = v.indicatorAlpha[side] ?? 1
            view.isHidden = !available.contains(side) || view.alpha <= 0
        }
        let barY = size.height - ChromeLayout.barBottomInset - ChromeLayout.barHeight
        barView.frame = Rect(x: 0, y: barY, width: size.width, height: ChromeLayout.barHeight)
        barView.backgroundColor = geometry.tintsBackground ? .clear : v.barColor
        let mid = ChromeLayout.barHeight / 2
        let c = geometry.centerButtonSize
        let side = ChromeLayout.sideButtonSize
        let m = ChromeLayout.buttonMargin
        buttons[.center]?.frame = geometry.centerButtonFrame(in: size).offsetBy(dx: 0, dy: -barY)
        buttons[.center]?.cornerRadius = c / 2
        buttons[.center]?.affineTransform = v.centerButtonTransform
        let sideY = mid + geometry.sideButtonDrop - side / 2
        buttons[.left]?.frame = Rect(x: m, y: sideY, width: side, height: side)
        buttons[.right]?.frame = Rect(x: size.width - m - side, y: sideY, width: side, height: side)
        for panel in [Panel.left, .right] {
            buttons[panel]?.affineTransform = AffineTransform(translationX: v.sideButtonTranslation[panel] ?? 0, y: 0)
            buttons[panel]?.isHidden = !available.contains(panel)
        }
    }

    /// True when every value is the resting value for `panel` in a container of `size`.
    public func isAtRest(on panel: Panel, size: Size) -> Bool {
        values
            == ChromeLayout.resting(on: panel, size: size, leftTint: leftTint, rightTint: rightTint, geometry: geometry)
    }
}
