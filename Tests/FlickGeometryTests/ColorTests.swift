import FlickGeometry
import Testing

@Suite struct ColorTests {
    @Test func articleColoursFromBytes() {
        // The habr article's tint, RGB(180, 100, 250).
        let c = Color(r255: 180, g255: 100, b255: 250)
        #expect(c.rgba8 == (180, 100, 250, 255))
        #expect(Color(hex: 0x2980B9).rgba8 == (41, 128, 185, 255))
    }

    @Test func mixingIsChannelWise() {
        let m = Color.black.mixed(with: Color.white.withAlpha(0), 0.5)
        #expect(m == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    @Test func bytesClamp() {
        #expect(Color(red: 2, green: -1, blue: 0.5, alpha: 1).rgba8 == (255, 0, 128, 255))
    }
}
