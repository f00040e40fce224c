import FlickGeometry
import FlickLayers
import FlickUI

/// The top of the chats panel, Snapchat's: the user's round avatar on the left, the "Chats"
/// title in the middle, a new-chat button on the right, and a search field below. The field
/// and the button are looks only in this demo (a tap on them closes an open row, like any tap
/// outside it).
@MainActor
final class ChatsHeaderView: View {
    private let profile = Layer(name: "chats-header.profile")
    private let profileInitial = Layer(name: "chats-header.profile-initial")
    private let title = Layer(name: "chats-header.title")
    private let newChat = Layer(name: "chats-header.new-chat")
    private let newChatIcon = Layer(name: "chats-header.new-chat-icon")
    private let newChatPlus = Layer(name: "chats-header.new-chat-plus")
    private let search = Layer(name: "chats-header.search")
    private let searchIcon = Layer(name: "chats-header.search-icon")
    private let searchPlaceholder = Layer(name: "chats-header.search-placeholder")

    init() {
        super.init(layer: Layer(name: "chats-header"))
        name = "chats-header"
        profile.backgroundColor = FlipStyle.accent
        profileInitial.text = "☺"
        profileInitial.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 22, color: .black, alignment: .center, wraps: false)
        profile.addSublayer(profileInitial)
        title.text = "Chats"
        title.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 22, color: FlipStyle.text, alignment: .center, wraps: false)
        newChat.backgroundColor = FlipStyle.surface
        newChatIcon.contents = .asset(DemoAssets.Icon.chat)
        newChatIcon.contentsGravity = .resizeAspect
        newChatPlus.text = "+"
        newChatPlus.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 13, color: .black, alignment: .center, wraps: false)
        newChatPlus.backgroundColor = FlipStyle.accent
        newChat.addSublayer(newChatIcon)
        newChat.addSublayer(newChatPlus)
        search.backgroundColor = FlipStyle.surface
        searchIcon.contents = .asset(DemoAssets.Icon.search)
        searchIcon.contentsGravity = .resizeAspect
        searchIcon.opacity = 0.55
        searchPlaceholder.text = "Search"
        searchPlaceholder.textStyle = TextStyle(size: 15, color: FlipStyle.secondaryText, wraps: false)
        search.addSublayer(searchIcon)
        search.addSublayer(searchPlaceholder)
        for l in [profile, title, newChat, search] { layer.addSublayer(l) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let top = 18.0, button = 38.0
        profile.frame = Rect(x: 16, y: top, width: button, height: button)
        profile.cornerRadius = button / 2
        let ph = FlipStyle.lineHeight(22)
        profileInitial.frame = Rect(x: 0, y: (button - ph) / 2, width: button, height: ph)
        let th = FlipStyle.lineHeight(22)
        title.frame = Rect(x: 70, y: top + (button - th) / 2, width: max(w - 140, 0), height: th)
        newChat.frame = Rect(x: w - 16 - button, y: top, width: button, height: button)
        newChat.cornerRadius = button / 2
        newChatIcon.frame = Rect(x: 8, y: 8, width: 22, height: 22)
        newChatPlus.frame = Rect(x: button - 15, y: -1, width: 16, height: 16)
        newChatPlus.cornerRadius = 8
        let sy = top + button + 14
        search.frame = Rect(x: 16, y: sy, width: max(w - 32, 0), height: 40)
        search.cornerRadius = 20
        searchIcon.frame = Rect(x: 14, y: 10, width: 20, height: 20)
        let sh = FlipStyle.lineHeight(15)
        searchPlaceholder.frame = Rect(x: 42, y: (40 - sh) / 2, width: max(w - 32 - 56, 0), height: sh)
    }
}
