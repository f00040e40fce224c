import Flick

@main struct Hello: App {
    func makeRootViewController() -> ViewController { HelloController() }
}

final class HelloController: ViewController {
    override func viewDidLoad() {
        let label = View(frame: Rect(x: 0, y: 220, width: 360, height: 40))
        label.layer.text = "Hello, Flick"
        label.layer.textStyle = TextStyle(size: 28, alignment: .center)
        let button = FocusableView(frame: Rect(x: 110, y: 320, width: 140, height: 56)) { button in
            button.transform = Transform3D(scaleX: 0.8, y: 0.8)
            View.animate(spring: Spring(dampingRatio: 0.4, response: 0.5)) { button.transform = .identity }
        }
        button.backgroundColor = Color(hex: 0xFFFC00)
        button.addGestureRecognizer(TapGestureRecognizer { _ = ($0.view as? FocusableView)?.performPrimaryAction() })
        [label, button].forEach(view.addSubview)
    }
}
