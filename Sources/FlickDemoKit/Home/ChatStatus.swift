import FlickGeometry

/// What the last thing in a conversation was, as Snapchat's chat list shows it: a coloured
/// square for something received (filled while new, outlined once seen) or an arrow for
/// something sent, in the snap's colour (red photo, purple video, blue chat).
enum ChatStatus: Hashable, Sendable {
    /// A photo snap not yet opened.
    case newSnap
    /// A video snap (with sound) not yet opened.
    case newVideo
    /// A chat message not yet read.
    case newChat
    /// The friend is typing.
    case typing
    /// A photo snap opened.
    case receivedSnap
    /// A video snap opened.
    case receivedVideo
    /// A chat read.
    case receivedChat
    /// A snap sent, not yet opened by the friend.
    case delivered
    /// A snap sent and opened by the friend.
    case opened

    /// The status colour (the square's or the arrow's).
    var color: Color {
        switch self {
        case .newSnap, .receivedSnap, .delivered, .opened: ChatsStyle.snapRed
        case .newVideo, .receivedVideo: ChatsStyle.videoPurple
        case .newChat, .typing, .receivedChat: ChatsStyle.chatBlue
        }
    }

    /// True while the status is news (bold, coloured, filled square).
    var isFresh: Bool {
        switch self {
        case .newSnap, .newVideo, .newChat, .typing, .delivered: true
        case .receivedSnap, .receivedVideo, .receivedChat, .opened: false
        }
    }

    /// True for something sent (drawn as an arrow rather than a square).
    var isSent: Bool { self == .delivered || self == .opened }

    /// The words on the status line.
    var text: String {
        switch self {
        case .newSnap, .newVideo: "New Snap"
        case .newChat: "New Chat"
        case .typing: "Typing…"
        case .receivedSnap, .receivedVideo, .receivedChat: "Received"
        case .delivered: "Delivered"
        case .opened: "Opened"
        }
    }

    /// The status once the conversation is opened: news becomes "Received"; the rest stays.
    var read: ChatStatus {
        switch self {
        case .newSnap: .receivedSnap
        case .newVideo: .receivedVideo
        case .newChat: .receivedChat
        default: self
        }
    }
}
