/// The actions under a raised card (the fourth article's cell reveals its buttons; what they do
/// is Flick's): Like marks the card, Share says where the link went, Hide takes the card out of
/// the deck.
enum CardsAction: CaseIterable, Sendable {
    case like, share, hide

    /// The icon (an asset path).
    var icon: String {
        switch self {
        case .like: DemoAssets.Icon.heart
        case .share: DemoAssets.Icon.share
        case .hide: DemoAssets.Icon.close
        }
    }

    /// The label under the button.
    var label: String {
        switch self {
        case .like: "Like"
        case .share: "Share"
        case .hide: "Hide"
        }
    }
}
