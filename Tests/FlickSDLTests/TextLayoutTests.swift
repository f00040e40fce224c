import Testing

@testable import FlickSDL

@Suite struct TextLayoutTests {
    /// Ten units per character.
    static func measure(_ s: String) -> Int { s.count * 10 }

    @Test func wrapsAtWordBoundaries() {
        #expect(TextLayout.lines("aaa bbb ccc", maxWidth: 70, measure: Self.measure) == ["aaa bbb", "ccc"])
        #expect(TextLayout.lines("aaa bbb ccc", maxWidth: 110, measure: Self.measure) == ["aaa bbb ccc"])
    }

    @Test func newlinesAlwaysBreak() {
        #expect(TextLayout.lines("one\ntwo", maxWidth: nil, measure: Self.measure) == ["one", "two"])
        #expect(TextLayout.lines("a\n\nb", maxWidth: 100, measure: Self.measure) == ["a", "", "b"])
    }

    @Test func longWordsAreCutBetweenCharacters() {
        #expect(TextLayout.lines("abcdefgh", maxWidth: 30, measure: Self.measure) == ["abc", "def", "gh"])
        #expect(TextLayout.lines("x abcdefgh", maxWidth: 30, measure: Self.measure) == ["x", "abc", "def", "gh"])
    }

    @Test func aWidthSmallerThanOneCharacterStillEnds() {
        #expect(TextLayout.lines("abc", maxWidth: 1, measure: Self.measure) == ["a", "b", "c"])
    }

    @Test func noWidthKeepsOneLine() {
        #expect(TextLayout.lines("a long line that would wrap", maxWidth: nil, measure: Self.measure).count == 1)
    }
}
