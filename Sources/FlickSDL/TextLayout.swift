/// Line breaking for text layers: greedy word wrap, pure so it is tested with a fake measure.
///
/// Newlines always break. With a width, a line takes words while they fit; a word wider than the
/// whole line is cut between characters (at least one per line, so layout always ends).
enum TextLayout {
    /// Splits `text` into lines no wider than `maxWidth` (in the units `measure` returns); nil
    /// keeps each paragraph on one line.
    static func lines(_ text: String, maxWidth: Int?, measure: (String) -> Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, maxWidth > 0 else {
                result.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measure(candidate) <= maxWidth {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = String(word)
                while measure(line) > maxWidth, line.count > 1 {
                    var cut = line.startIndex
                    var fits = line.index(after: cut)
                    while fits < line.endIndex, measure(String(line[..<line.index(after: fits)])) <= maxWidth {
                        fits = line.index(after: fits)
                    }
                    cut = fits
                    result.append(String(line[..<cut]))
                    line = String(line[cut...])
                }
            }
            result.append(line)
        }
        return result
    }
}
