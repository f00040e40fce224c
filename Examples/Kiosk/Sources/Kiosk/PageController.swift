import Flick

/// A chosen item's page, over the menu: B, Escape or the Back tile returns to the menu.
final class PageController: ViewController {
    private let heading: String
    private let color: Color

    init(title: String, color: Color) {
        heading = title
        self.color = color
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = color
        let label = View(frame: Rect(x: 0, y: 40, width: 800, height: 60))
        label.layer.text = heading
        label.layer.textStyle = TextStyle(size: 44, alignment: .center)
        label.isUserInteractionEnabled = false
        view.addSubview(label)
        let back = MenuTile(title: "Back", color: Color(white: 0, alpha: 0.35)) { [weak self] _ in
            self?.dismiss(animated: true)
        }
        back.frame = Rect(x: 300, y: 300, width: 200, height: 90)
        view.addSubview(back)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        for subview in view.subviews {
            if subview is MenuTile {
                subview.frame = Rect(x: bounds.width / 2 - 100, y: bounds.height - 150, width: 200, height: 90)
            } else {
                subview.frame = Rect(x: 0, y: 40, width: bounds.width, height: 60)
            }
        }
    }

    override func pressesBegan(_ presses: [Press]) {
        if presses.contains(where: { $0.meaning == .back }) {
            dismiss(animated: true)
        } else {
            super.pressesBegan(presses)
        }
    }
}
