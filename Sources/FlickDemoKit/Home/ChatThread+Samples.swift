import FlickGeometry

extension ChatThread {
    /// The demo's twenty conversations: a mix of new snaps, videos, chats, typing, sent and seen
    /// ones, some with unread badges, a few avatars drawn from `DemoAssets`' pet pictures.
    static let samples: [ChatThread] = {
        typealias S = ChatStatus
        let rows: [(String, Avatar, S, String, Int)] = [
            ("Maya Chen", .initials("MC", Color(hex: 0xFF7A59)), .newSnap, "2m", 3),
            ("Leo Okafor", .image(DemoAssets.Image.fox), .typing, "now", 1),
            ("Sofia Rossi", .initials("SR", Color(hex: 0x2EC4B6)), .newVideo, "9m", 2),
            ("Jonas Berg", .initials("JB", Color(hex: 0x3A86FF)), .newChat, "14m", 5),
            ("Priya Nair", .image(DemoAssets.Image.cat), .delivered, "21m", 0),
            ("Tom Baker", .initials("TB", Color(hex: 0xF4A52B)), .receivedSnap, "1h", 0),
            ("Aiko Tanaka", .initials("AT", Color(hex: 0x9B5DE5)), .opened, "1h", 0),
            ("Sam Rivera", .image(DemoAssets.Image.dog), .newSnap, "2h", 1),
            ("Nora Lind", .initials("NL", Color(hex: 0xE4572E)), .receivedChat, "3h", 0),
            ("Omar Haddad", .initials("OH", Color(hex: 0x06D6A0)), .receivedVideo, "4h", 0),
            ("Chloé Martin", .image(DemoAssets.Image.owl), .newChat, "5h", 2),
            ("Ravi Patel", .initials("RP", Color(hex: 0x118AB2)), .opened, "6h", 0),
            ("Emma Novak", .initials("EN", Color(hex: 0xEF476F)), .receivedSnap, "8h", 0),
            ("Lucas Silva", .initials("LS", Color(hex: 0x8AC926)), .delivered, "11h", 0),
            ("Hana Kim", .initials("HK", Color(hex: 0xFF595E)), .receivedChat, "1d", 0),
            ("Felix Wagner", .initials("FW", Color(hex: 0x6A4C93)), .receivedVideo, "1d", 0),
            ("Zoe Adams", .initials("ZA", Color(hex: 0x1982C4)), .opened, "2d", 0),
            ("Mateo Cruz", .initials("MC", Color(hex: 0xFFCA3A)), .receivedSnap, "3d", 0),
            ("Ines Duarte", .initials("ID", Color(hex: 0xC05299)), .receivedChat, "5d", 0),
            ("Ole Hansen", .initials("OH", Color(hex: 0x52B788)), .opened, "1w", 0),
        ]
        return rows.enumerated().map { i, r in
            ChatThread(id: i, name: r.0, avatar: r.1, status: r.2, age: r.3, unread: r.4, isMuted: i == 9)
        }
    }()
}
