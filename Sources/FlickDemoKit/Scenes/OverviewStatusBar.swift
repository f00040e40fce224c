import FlickGeometry
import FlickLayers
import FlickUI

/// A phone's status bar (time, signal, battery), drawn by the overview scene: the article hides
/// the real one while the camera shows (`prefersStatusBarHidden`).
@MainActor
final class OverviewStatusBar: View {
    /// Its height, points (an iPhone's 20 pt status bar, a little taller for legibility).
    static let height = 24.0
    private let time = View()
    private let battery = View()
    private let level = View()
    private var bars: [View] = []

    override init(layer: Layer) {
        super.init(layer: layer)
        name = "overview-status-bar"
        backgroundColor = Color(white: 0, alpha: 0.25)
        time.layer.text = "9:41"
        time.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 13, color: .white, alignment: .center)
        addSubview(time)
        for _ in 0..<4 {
            let bar = View()
            bar.backgroundColor = .white
            bar.cornerRadius = 1
            bars.append(bar)
            addSubview(bar)
        }
        battery.layer.borderWidth = 1.5
        battery.layer.borderColor = .white
        battery.cornerRadius = 3
        level.backgroundColor = .white
        level.cornerRadius = 1.5
        battery.addSubview(level)
        addSubview(battery)
    }

    override func layoutSubviews() {
        let b = bounds
        time.frame = Rect(x: b.width / 2 - 40, y: 4, width: 80, height: 16)
        for (i, bar) in bars.enumerated() {
            let h = 4.0 + Double(i) * 2.5
            bar.frame = Rect(x: 14 + Double(i) * 5, y: 17 - h, width: 3, height: h)
        }
        battery.frame = Rect(x: b.width - 14 - 24, y: 6, width: 24, height: 12)
        level.frame = Rect(x: 2.5, y: 2.5, width: 15, height: 7)
    }
}
