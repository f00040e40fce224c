public import FlickGeometry
public import FlickUI

/// Records callbacks in order, for tests that assert on containment and appearance sequences.
@MainActor
public final class EventLog {
    /// The entries so far, oldest first.
    public var entries: [String] = []
    /// Creates an empty log.
    public init() {}
    /// Appends an entry.
    public func add(_ s: String) { entries.append(s) }
    /// Returns the entries and clears the log.
    public func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller whose view is one coloured rectangle and that logs every containment and
/// appearance callback as `"<title>.<callback>"` (e.g. `"A.willAppear"`, `"A.didMove(p)"`).
@MainActor
public final class LogController: ViewController {
    /// Where the callbacks go.
    public let log: EventLog
    /// The view's colour, so tests can find it in a display list.
    public let color: Color

    /// A controller titled `name` drawing `color`, logging into `log`.
    public init(_ name: String, _ color: Color, log: EventLog) {
        self.log = log
        self.color = color
        super.init()
        title = name
    }

    public override func loadView() {
        let v = View()
        v.name = title
        v.backgroundColor = color
        view = v
    }

    private var n: String { title ?? "?" }
    public override func viewWillAppear(_ animated: Bool) { log.add("\(n).willAppear") }
    public override func viewDidAppear(_ animated: Bool) { log.add("\(n).didAppear") }
    public override func viewWillDisappear(_ animated: Bool) { log.add("\(n).willDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { log.add("\(n).didDisappear") }
    public override func willMove(toParent parent: ViewController?) {
        log.add("\(n).willMove(\(parent == nil ? "nil" : "p"))")
    }
    public override func didMove(toParent parent: ViewController?) {
        log.add("\(n).didMove(\(parent == nil ? "nil" : "p"))")
    }
}
