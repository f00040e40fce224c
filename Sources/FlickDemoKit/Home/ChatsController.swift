import FlickGeometry
import FlickUI

/// The home screen's left panel: the chats list. This first version is only a dark panel so the
/// home scene can be assembled; the list with swipe-to-reveal rows replaces it.
@MainActor
final class ChatsController: ViewController {
    override func loadView() {
        let v = View()
        v.backgroundColor = Color(hex: 0x101218)
        view = v
    }
}
