import FlickGeometry

/// One conversation in the chats list (a plain value; the controller keeps the list).
struct ChatThread: Hashable, Sendable, Identifiable {
    /// How the friend's avatar looks.
    enum Avatar: Hashable, Sendable {
        /// A coloured circle with initials.
        case initials(String, Color)
        /// A picture from `DemoAssets` (an asset path), cropped to a circle.
        case image(String)
    }

    /// Stable identity (the list's original order).
    let id: Int
    /// The friend's display name.
    var name: String
    /// The avatar.
    var avatar: Avatar
    /// The last event.
    var status: ChatStatus
    /// How long ago, short form ("2m", "1h", "3d").
    var age: String
    /// Unread items (the badge); 0 hides it.
    var unread: Int = 0
    /// Muted: no notifications (a glyph on the row).
    var isMuted = false
    /// Pinned to the top of the list.
    var isPinned = false

    /// The status line: "New Snap · 2m", "Typing…".
    var statusLine: String { status == .typing ? status.text : "\(status.text) · \(age)" }

    /// The conversation after opening it: news read, badge cleared.
    var opened: ChatThread {
        var t = self
        t.status = status.read
        t.unread = 0
        return t
    }
}
