import Flick

/// A row's detail, presented over everything; Close, B or Escape dismisses it.
final class DetailController: ViewController {
    private let heading: String

    init(title: String) {
        heading = title
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = Palette.accent
        view.cornerRadius = 24
        view.addSubview(
            makeLabel(heading, frame: Rect(x: 0, y: 200, width: 360, height: 40), size: 30, alignment: .center))
        let close = Tile("Close", frame: Rect(x: 110, y: 300, width: 140, height: 56)) { [weak self] _ in
            self?.dismiss(animated: true)
        }
        view.addSubview(close)
    }

    override func pressesBegan(_ presses: [Press]) {
        if presses.contains(where: { $0.meaning == .back }) {
            dismiss(animated: true)
        } else {
            super.pressesBegan(presses)
        }
    }
}
