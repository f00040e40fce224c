import Flick

/// The middle panel: a title and two tiles that move to the side panels, as a swipe would.
final class HomeController: ViewController {
    override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.addSubview(
            makeLabel("Panels", frame: Rect(x: 0, y: 180, width: 360, height: 40), size: 30, alignment: .center))
        view.addSubview(
            makeLabel(
                "swipe · arrows / D-pad · LB RB", frame: Rect(x: 0, y: 226, width: 360, height: 24), size: 14,
                alignment: .center))
        let left = Tile("← List", frame: Rect(x: 40, y: 300, width: 130, height: 56)) { [weak self] _ in
            (self?.parent as? SwipeNavigationController)?.navigate(to: .left)
        }
        let right = Tile("Settings →", frame: Rect(x: 190, y: 300, width: 130, height: 56)) { [weak self] _ in
            (self?.parent as? SwipeNavigationController)?.navigate(to: .right)
        }
        view.addSubview(left)
        view.addSubview(right)
    }
}
