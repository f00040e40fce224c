import FlickGeometry
import FlickNavigation
import Testing

/// The per-style frame functions against the two-axis article's geometry (FEEL.md §1).
@Suite struct NavigationLayoutTests {
    let size = Size(width: 400, height: 800)
    let all = Set(Panel.allCases)

    func layout(_ x: Double, _ y: Double, _ c: NavigationConfiguration = .init()) -> NavigationLayout {
        NavigationLayout.at(Point(x: x, y: y), size: size, present: all, configuration: c)
    }

    @Test func atTheCentreOnlyTheCentreShows() {
        let l = layout(0, 0)
        #expect(l.visible == [.center])
        #expect(l.backgroundOffset == .zero)
        #expect(l.panelOffsets[.right] == Point(x: 400, y: 0))
        #expect(l.panelOffsets[.top] == Point(x: 0, y: -400), "the top panel rests half a screen up")
    }

    struct Case: Sendable, CustomStringConvertible {
        let x: Double, y: Double, panel: Panel, offset: Point, background: Point
        var description: String { "(\(x), \(y)) \(panel)" }
    }

    static let cases: [Case] = [
        // Cover: the camera stays.
        Case(x: 0.5, y: 0, panel: .right, offset: Point(x: 200, y: 0), background: .zero),
        Case(x: -1, y: 0, panel: .left, offset: .zero, background: .zero),
        // Reveal at half speed: the camera moves 1:1, the top panel t/2 from −H/2.
        Case(x: 0, y: -0.5, panel: .top, offset: Point(x: 0, y: -200), background: Point(x: 0, y: 400)),
        Case(x: 0, y: -1, panel: .top, offset: .zero, background: Point(x: 0, y: 800)),
        // Overlap: the bottom panel 1:1 from below, the camera moves up with it.
        Case(x: 0, y: 0.25, panel: .bottom, offset: Point(x: 0, y: 600), background: Point(x: 0, y: -200)),
        // Past the end (rubber band): the panel moves on past its rest.
        Case(x: 1.1, y: 0, panel: .right, offset: Point(x: -40, y: 0), background: .zero),
    ]

    @Test(arguments: cases) func followsTheStyle(_ c: Case) {
        let l = layout(c.x, c.y)
        #expect(abs((l.panelOffsets[c.panel]?.x ?? .nan) - c.offset.x) < 1e-9)
        #expect(abs((l.panelOffsets[c.panel]?.y ?? .nan) - c.offset.y) < 1e-9)
        #expect(abs(l.backgroundOffset.x - c.background.x) < 1e-9)
        #expect(abs(l.backgroundOffset.y - c.background.y) < 1e-9)
        #expect(l.visible.contains(c.panel))
    }

    @Test func pushMovesTheBackgroundAlong() {
        var c = NavigationConfiguration()
        c.styles[.right] = .push
        let l = layout(0.25, 0, c)
        #expect(l.backgroundOffset == Point(x: -100, y: 0))
        #expect(l.panelOffsets[.right] == Point(x: 300, y: 0))
    }

    @Test func atEveryRestExactlyOnePanelShowsAtItsRestingFrame() {
        for panel in Panel.allCases {
            let p = panel.restingPosition
            let l = layout(p.x, p.y)
            #expect(l.visible == [panel], "\(panel)")
            if panel != .center { #expect(l.panelOffsets[panel] == .zero) }
        }
    }

    @Test func aBandIntoAnAbsentSideMovesTheBackground() {
        let l = NavigationLayout.at(Point(x: 0.1, y: 0), size: size, present: [.center], configuration: .init())
        #expect(l.backgroundOffset == Point(x: -40, y: 0))
        #expect(l.visible == [.center])
    }
}
