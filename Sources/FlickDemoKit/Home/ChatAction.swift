import FlickGeometry

/// What a row's revealed buttons do, left to right.
enum ChatAction: CaseIterable, Hashable, Sendable {
    /// Pins the conversation to the top of the list (or unpins it back to its place).
    case pin
    /// Mutes the conversation (a glyph on the row), or unmutes it.
    case mute
    /// Removes the conversation; the rows below close the gap.
    case delete

    /// The button's fill.
    var color: Color {
        switch self {
        case .pin: Color(hex: 0xF7C531)
        case .mute: ChatsStyle.videoPurple
        case .delete: ChatsStyle.snapRed
        }
    }

    /// The glyph above the label (DejaVu has them: ★ ♪ ✕).
    var glyph: String {
        switch self {
        case .pin: "★"
        case .mute: "♪"
        case .delete: "✕"
        }
    }

    /// The label for a thread in its current state ("Pin" / "Unpin", "Mute" / "Unmute").
    func title(for thread: ChatThread) -> String {
        switch self {
        case .pin: thread.isPinned ? "Unpin" : "Pin"
        case .mute: thread.isMuted ? "Unmute" : "Mute"
        case .delete: "Delete"
        }
    }

    /// A short name for views and tests.
    var name: String {
        switch self {
        case .pin: "pin"
        case .mute: "mute"
        case .delete: "delete"
        }
    }
}
