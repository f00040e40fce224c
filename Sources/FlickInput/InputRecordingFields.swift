/// The members of one JSON object being read as a header or an event: typed, range-checked
/// accessors whose errors name the line, the object ("touch event") and the field, and a final
/// check that no unknown field was left over.
struct InputRecordingFields {
    private let members: [(key: String, value: InputRecordingJSON)]
    private var used: Set<String> = []
    /// What the object is, for messages ("touch event", "header").
    var label: String
    /// The 1-based line number.
    let line: Int

    init(_ members: [(key: String, value: InputRecordingJSON)], label: String, line: Int) {
        self.members = members
        self.label = label
        self.line = line
    }

    func fail(_ problem: String) -> InputRecordingError { InputRecordingError(line: line, problem: problem) }

    /// The field's value, or nil when absent.
    mutating func optional(_ key: String) -> InputRecordingJSON? {
        used.insert(key)
        return members.first { $0.key == key }?.value
    }

    /// The field's value; absent is an error.
    mutating func required(_ key: String) throws(InputRecordingError) -> InputRecordingJSON {
        guard let value = optional(key) else { throw fail("\(label) is missing '\(key)'") }
        return value
    }

    /// Fails if the object has a field nobody asked for.
    func finish() throws(InputRecordingError) {
        if let extra = members.first(where: { !used.contains($0.key) }) {
            throw fail("unknown field '\(extra.key)' in \(label)")
        }
    }

    /// A finite number within `range`.
    mutating func number(_ key: String, in range: ClosedRange<Double>) throws(InputRecordingError) -> Double {
        let value = try required(key)
        return try number(value, key: key, in: range)
    }

    private func number(_ value: InputRecordingJSON, key: String, in range: ClosedRange<Double>)
        throws(InputRecordingError) -> Double
    {
        guard case .number(let text) = value, let number = Double(text) else {
            throw fail("\(label) '\(key)' must be a number, got \(value.kindName)")
        }
        guard number.isFinite, range.contains(number) else {
            throw fail(
                "\(label) '\(key)' must be between \(range.lowerBound) and \(range.upperBound), got \(value.kindName)")
        }
        return number
    }

    /// A position or distance in points: any finite number up to a million points from the origin.
    mutating func coordinate(_ key: String) throws(InputRecordingError) -> Double {
        try number(key, in: -1e6...1e6)
    }

    /// An integer within `range`, written without a fraction or exponent.
    mutating func integer(_ key: String, in range: ClosedRange<Int64>) throws(InputRecordingError) -> Int64 {
        let value = try required(key)
        guard case .number(let text) = value, let number = Int64(text) else {
            throw fail("\(label) '\(key)' must be an integer, got \(value.kindName)")
        }
        guard range.contains(number) else {
            throw fail("\(label) '\(key)' must be between \(range.lowerBound) and \(range.upperBound), got \(number)")
        }
        return number
    }

    /// A gamepad id (`pad`).
    mutating func gamepad() throws(InputRecordingError) -> GamepadID {
        GamepadID(Int32(try integer("pad", in: Int64(Int32.min)...Int64(Int32.max))))
    }

    /// `true` or `false`.
    mutating func bool(_ key: String) throws(InputRecordingError) -> Bool {
        let value = try required(key)
        guard case .bool(let b) = value else {
            throw fail("\(label) '\(key)' must be true or false, got \(value.kindName)")
        }
        return b
    }

    /// A string.
    mutating func string(_ key: String) throws(InputRecordingError) -> String {
        let value = try required(key)
        guard case .string(let s) = value else {
            throw fail("\(label) '\(key)' must be a string, got \(value.kindName)")
        }
        return s
    }

    /// A two-number array, e.g. `[360,640]`, each within `range`.
    mutating func pair(_ key: String, in range: ClosedRange<Double>) throws(InputRecordingError) -> (Double, Double) {
        let value = try required(key)
        guard case .array(let items) = value, items.count == 2 else {
            throw fail("\(label) '\(key)' must be [width, height], got \(value.kindName)")
        }
        return (try number(items[0], key: key, in: range), try number(items[1], key: key, in: range))
    }

    /// One of a fixed set of names.
    mutating func choice<T>(_ key: String, _ options: [(String, T)]) throws(InputRecordingError) -> T {
        let value = try required(key)
        return try choice(value, key: key, options)
    }

    /// One of a fixed set of names, or nil when absent.
    mutating func optionalChoice<T>(_ key: String, _ options: [(String, T)]) throws(InputRecordingError) -> T? {
        guard let value = optional(key) else { return nil }
        return try choice(value, key: key, options)
    }

    private func choice<T>(_ value: InputRecordingJSON, key: String, _ options: [(String, T)])
        throws(InputRecordingError) -> T
    {
        guard case .string(let name) = value, let match = options.first(where: { $0.0 == name }) else {
            throw fail(
                "\(label) '\(key)' must be one of \(options.map(\.0).joined(separator: ", ")); got \(value.kindName)")
        }
        return match.1
    }

    /// An array of distinct names from a fixed set (possibly empty).
    mutating func set<T>(_ key: String, _ options: [(String, T)]) throws(InputRecordingError) -> [T] {
        let value = try required(key)
        guard case .array(let items) = value else {
            throw fail("\(label) '\(key)' must be an array of names, got \(value.kindName)")
        }
        var seen: Set<String> = []
        var result: [T] = []
        for item in items {
            let element = try choice(item, key: key, options)
            guard case .string(let name) = item, seen.insert(name).inserted else {
                throw fail("\(label) '\(key)' names \(item.kindName) twice")
            }
            result.append(element)
        }
        return result
    }

    /// A key code: a named key ("f1", "enter"…), one character ("a"), or an integer platform code.
    mutating func keyCode(_ key: String) throws(InputRecordingError) -> KeyCode {
        let value = try required(key)
        switch value {
        case .string(let text):
            if let named = InputRecordingDecoder.keyNames.first(where: { $0.0 == text }) { return named.1 }
            guard text.count == 1, let character = text.first else {
                let names = InputRecordingDecoder.keyNames.map(\.0).joined(separator: ", ")
                throw fail(
                    """
                    \(label) '\(key)' must be a key name (\(names)), one character, or an integer code; \
                    got \(value.kindName)
                    """)
            }
            return .character(character)
        case .number(let text):
            guard let raw = Int32(text) else {
                throw fail("\(label) '\(key)' as a number must be an integer platform key code, got \(value.kindName)")
            }
            return .other(raw)
        default:
            throw fail("\(label) '\(key)' must be a key name, one character, or an integer code; got \(value.kindName)")
        }
    }
}
