import FlickGeometry
import FlickLayers
import FlickUI

extension InputInspectorScene {
    /// The input inspector's gesture panel: a pan (free), a tap, a double tap and a long press on the
    /// whole window, recognizing simultaneously, each drawn as a row with a state light, its state,
    /// and what it last did; the pan's row adds its translation and velocity.
    @MainActor
    final class GesturePanel: GestureRecognizerDelegate {
        let root = Layer(name: "gestures")
        private let pan = PanGestureRecognizer()
        private let tap = TapGestureRecognizer()
        private let doubleTap = TapGestureRecognizer()
        private let longPress = LongPressGestureRecognizer()
        private var rows: [Row] = []
        /// How long a "recognized"/"ended" flash stays lit, seconds.
        static let flashDuration = 0.6
        static let rowHeight = 22.0
        static let height = 4 * rowHeight + 8

        /// One recognizer's row.
        @MainActor
        final class Row {
            let recognizer: GestureRecognizer
            let title: String
            let light = Layer(name: "light")
            let label = Layer(name: "label")
            var lastEvent = "—"
            var flashUntil = -Double.infinity
            var lastState = GestureState.possible

            init(_ recognizer: GestureRecognizer, title: String) {
                self.recognizer = recognizer
                self.title = title
                light.cornerRadius = 6
                label.textStyle = TextStyle(size: 11, color: Color(white: 0.85), wraps: false)
            }
        }

        init(window: Window) {
            root.backgroundColor = Color(white: 1, alpha: 0.05)
            root.cornerRadius = 10
            doubleTap.numberOfTapsRequired = 2
            pan.name = "pan"
            tap.name = "tap"
            doubleTap.name = "double tap"
            longPress.name = "long press"
            rows = [
                Row(pan, title: "pan"), Row(tap, title: "tap"), Row(doubleTap, title: "double tap"),
                Row(longPress, title: "long press"),
            ]
            for row in rows {
                row.recognizer.delegate = self
                row.recognizer.cancelsTouchesInView = false
                window.addGestureRecognizer(row.recognizer)
                root.addSublayer(row.light)
                root.addSublayer(row.label)
                row.recognizer.addAction { [weak row] g in row?.lastEvent = "\(g.state.rawValue)" }
            }
        }

        func layout() {
            for (i, row) in rows.enumerated() {
                let y = 4 + Double(i) * Self.rowHeight
                row.light.frame = Rect(x: 8, y: y + 5, width: 12, height: 12)
                row.label.frame = Rect(x: 28, y: y + 3, width: root.bounds.width - 36, height: 18)
            }
        }

        /// Reads every recognizer's state and redraws the rows. Returns true while a gesture is live or
        /// a flash is lit (frames must keep coming).
        @discardableResult
        func poll(at now: Double) -> Bool {
            var changing = false
            for row in rows {
                let state = row.recognizer.state
                if state != row.lastState {
                    if state.isTerminal { row.flashUntil = now + Self.flashDuration }
                    if state == .failed { row.lastEvent = "failed" }
                    row.lastState = state
                }
                let lit = now < row.flashUntil
                row.light.backgroundColor = Self.color(state: state, last: row.lastEvent, flashing: lit)
                var text = "\(row.title): \(state.rawValue)"
                if row.lastEvent != state.rawValue { text += " · last \(row.lastEvent)" }
                if row.recognizer === pan {
                    let t = pan.translation(in: nil)
                    let v = pan.velocity(in: nil)
                    text += " · t \(Int(t.x.rounded())),\(Int(t.y.rounded()))"
                    text += " · v \(Int(v.x.rounded())),\(Int(v.y.rounded())) pt/s"
                    if let axis = pan.lockedAxis { text += " · \(axis.rawValue)" }
                }
                row.label.text = text
                changing = changing || state.isLive || lit || state == .possible && row.recognizer.numberOfTouches > 0
            }
            return changing
        }

        /// Green while live, blue flash when recognized or ended, red flash when failed or cancelled,
        /// grey otherwise.
        static func color(state: GestureState, last: String, flashing: Bool) -> Color {
            if state.isLive { return Color(hex: 0x3DDC97) }
            if flashing {
                return last == "failed" || last == "cancelled" ? Color(hex: 0xFF5A5F) : Color(hex: 0x4DA3FF)
            }
            return Color(white: 0.3)
        }

        func gestureRecognizer(
            _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        )
            -> Bool
        { true }
    }
}
