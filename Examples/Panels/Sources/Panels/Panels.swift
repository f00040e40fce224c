import Flick

/// Three panels in a two-axis container: a scrolling list on the left, a home panel in the
/// middle, settings on the right. Swipe with a finger or the mouse, or use the arrows / D-pad
/// and the shoulder buttons; every control takes gamepad focus, and A / Enter activates it.
@main struct Panels: App {
    func makeRootViewController() -> ViewController {
        SwipeNavigationController(
            panels: [.left: ListController(), .center: HomeController(), .right: SettingsController()],
            chrome: nil)
    }
}

/// The palette the panels share.
enum Palette {
    static let background = Color(hex: 0x101322)
    static let tile = Color(hex: 0x242A45)
    static let focused = Color(hex: 0x3D4A86)
    static let accent = Color(hex: 0xFFB400)
}

/// A text layer filling `frame`.
@MainActor
func makeLabel(_ text: String, frame: Rect, size: Double = 17, alignment: TextStyle.Alignment = .left) -> View {
    let label = View(frame: frame)
    label.layer.text = text
    label.layer.textStyle = TextStyle(size: size, alignment: alignment)
    label.isUserInteractionEnabled = false
    return label
}
