/// A JSON value as the recording decoder needs it: numbers keep their text so integers convert
/// exactly (an `Int64` touch id does not survive a trip through `Double`), objects keep their
/// key order and are checked for duplicate keys by the parser.
enum InputRecordingJSON: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([InputRecordingJSON])
    case object([(key: String, value: InputRecordingJSON)])

    static func == (a: InputRecordingJSON, b: InputRecordingJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// A short description of the value for error messages ("a string", "null", "an array"…).
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let text): text.count <= 24 ? text : "a number"
        case .string(let s): s.count <= 24 ? "\"\(s)\"" : "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A strict parser for one line of JSON (RFC 8259): no comments, no trailing commas, no NaN or
/// Infinity, no duplicate keys, valid UTF-8 only, nesting at most `maxDepth` deep (a recording
/// needs 2; the limit keeps hostile input from exhausting the stack). Errors are plain phrases
/// ("expected ':' after an object key at column 12") the decoder prefixes with the line number.
struct InputRecordingJSONParser {
    /// How deep arrays and objects may nest.
    static let maxDepth = 16

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `bytes` as exactly one JSON value surrounded by optional whitespace.
    static func parse(_ bytes: [UInt8]) throws(InputRecordingJSONError) -> InputRecordingJSON {
        var parser = InputRecordingJSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> InputRecordingJSONError {
        InputRecordingJSONError(message: "\(message) at column \(index + 1)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(InputRecordingJSONError) -> InputRecordingJSON {
        guard let c = current else { throw error("expected a value but the line ended") }
        switch c {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Self.printable(c))'")
        }
    }

    private mutating func expectWord(_ word: String) throws(InputRecordingJSONError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else {
                index = start
                throw error("unknown word (JSON allows true, false and null)")
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(InputRecordingJSONError) -> InputRecordingJSON {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        index += 1
        var members: [(key: String, value: InputRecordingJSON)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try parseString()
            if members.contains(where: { $0.key == key }) { throw error("duplicate key '\(key)'") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(InputRecordingJSONError) -> InputRecordingJSON {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        index += 1
        var elements: [InputRecordingJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    /// Checks the number grammar of RFC 8259 §6 and returns the number's text.
    private mutating func parseNumber() throws(InputRecordingJSONError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw error("a number needs a digit after '-'") }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw error("numbers must not have leading zeros")
        }
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let d = current, Self.isDigit(d) else { throw error("a number needs digits after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let d = current, Self.isDigit(d) else { throw error("a number needs digits in its exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let c = current, Self.isDigit(c) { index += 1 }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private mutating func parseString() throws(InputRecordingJSONError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(InputRecordingJSONError) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let c = current else { throw error("a string is not closed with '\"'") }
            switch c {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control characters in strings must be escaped")
            default:
                run.append(c)
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(InputRecordingJSONError) -> Unicode.Scalar {
        guard let c = current else { throw error("a string ends inside an escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a \\u surrogate pair is missing its second half") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a \\u surrogate pair has a bad second half") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("a \\u escape is not a character") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape is a lone surrogate") }
            return scalar
        default:
            index -= 1
            throw error("unknown escape '\\\(Self.printable(c))'")
        }
    }

    private mutating func parseHex4() throws(InputRecordingJSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw error("a \\u escape needs four hex digits") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// The byte as a character if it is printable ASCII, else its hex code.
    private static func printable(_ c: UInt8) -> String {
        (0x21..<0x7F).contains(c) ? String(UnicodeScalar(c)) : "0x" + String(c, radix: 16, uppercase: true)
    }
}

/// What was wrong with a line's JSON; the decoder adds the line number.
struct InputRecordingJSONError: Error {
    let message: String
}
