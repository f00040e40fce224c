import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// What the home's grid panels (discover, memories) share: the panel's dark view, a vertically
/// scrolling `ScrollView` filling it, and a heading — a title with a one-line subtitle — at the
/// top of the scrolled content. Each panel lays out its own grid under `contentTop`.
@MainActor
struct HomeGridPanel {
    /// The heading's title layer.
    let titleLayer: Layer
    /// The line under the title.
    let subtitleLayer: Layer

    /// A heading reading `title` over `subtitle`; `name` prefixes the layers' names.
    init(name: String, title: String, subtitle: String) {
        titleLayer = Layer(name: "\(name).title")
        titleLayer.text = title
        titleLayer.textStyle = HomeStyle.title
        subtitleLayer = Layer(name: "\(name).subtitle")
        subtitleLayer.text = subtitle
        subtitleLayer.textStyle = HomeStyle.subtitle
    }

    /// The panel's root view, named `name`, in the panels' background.
    static func makeView(name: String) -> View {
        let v = View()
        v.name = name
        v.backgroundColor = HomeStyle.panel
        return v
    }

    /// Sets `scroll` up as the panel's vertical scroller inside `view` and adds the heading to
    /// `headingHost` (the scroll view's layer, or a view scrolled with the grid).
    func install(scroll: ScrollView, name: String, in view: View, headingHost: Layer) {
        scroll.name = name
        scroll.alwaysBounceVertical = true
        scroll.panGestureRecognizer.direction = .vertical
        view.addSubview(scroll)
        headingHost.addSublayer(titleLayer)
        headingHost.addSublayer(subtitleLayer)
    }

    /// Places the heading's left edge at `x`, `width` points wide, in the content's coordinates
    /// (call inside the panel's unanimated layout).
    func layout(x: Double, width: Double) {
        titleLayer.frame = Rect(x: x, y: 24, width: width, height: 30)
        subtitleLayer.frame = Rect(x: x, y: 56, width: width, height: 18)
    }
}
