import FlickGeometry
import FlickNavigation
import Testing

@Suite struct NavigationRouteTests {
    @Test func aStraightRouteIsOneLeg() {
        let r = NavigationRoute(from: Point(x: -1, y: 0), to: Point(x: 1, y: 0))
        #expect(r.corner == nil && r.length == 2)
        #expect(r.point(at: 1) == .zero)
        #expect(r.point(at: 5) == Point(x: 1, y: 0))
        #expect(r.initialDirection == Point(x: 1, y: 0))
    }

    @Test func aRouteBetweenAxesTurnsAtTheCentre() {
        let r = NavigationRoute(from: Point(x: -0.5, y: 0), to: Point(x: 0, y: -1))
        #expect(r.corner == .zero && r.length == 1.5)
        #expect(r.point(at: 0.25) == Point(x: -0.25, y: 0))
        #expect(r.point(at: 1) == Point(x: 0, y: -0.5))
        #expect(r.direction(at: 1) == Point(x: 0, y: -1))
    }

    @Test func everyPointLiesOnThePlus() {
        for a in [Point(x: 0.3, y: 0), Point(x: 0, y: 0.7), .zero, Point(x: -1, y: 0)] {
            for b in [Point(x: 1, y: 0), Point(x: 0, y: -1), .zero] {
                let r = NavigationRoute(from: a, to: b)
                for i in -2...22 {
                    let p = r.point(at: Double(i) / 20 * r.length)
                    #expect(p.x == 0 || p.y == 0, "\(a) → \(b) at \(i): \(p)")
                }
            }
        }
    }
}
