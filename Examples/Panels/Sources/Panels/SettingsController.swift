import Flick

/// The right panel: three toggles, each a tile whose title says its state.
final class SettingsController: ViewController {
    private var values = ["Sound": true, "Rumble": true, "Dark mode": true]

    override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.addSubview(makeLabel("Settings", frame: Rect(x: 20, y: 24, width: 200, height: 32), size: 24))
        for (index, name) in values.keys.sorted().enumerated() {
            let frame = Rect(x: 16, y: 88 + Double(index) * 72, width: 328, height: 56)
            let state = makeLabel(label(name), frame: Rect(x: 200, y: 17, width: 112, height: 22), alignment: .right)
            let tile = Tile(name, frame: frame) { [weak self] _ in
                guard let self else { return }
                values[name]?.toggle()
                state.layer.text = label(name)
            }
            tile.addSubview(state)
            view.addSubview(tile)
        }
    }

    private func label(_ name: String) -> String { values[name] == true ? "on" : "off" }
}
