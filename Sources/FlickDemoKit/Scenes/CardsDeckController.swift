import FlickAnimation
import FlickUI

/// The presented deck (the fourth article's CardsViewController). Keys and gamepad: left/right
/// page, up (or A/Enter) swipes the current card up, down lowers it; B/Escape lowers a raised
/// card, else closes the deck (the start screen routes A and B here; on the home screen they
/// arrive as presses, the deck being the top presented controller).
@MainActor
final class CardsDeckController: ViewController {
    /// The frames the deck's scrolling and cards run on.
    let ticker: AnimationTicker
    /// Closes the deck (set by the start screen, which owns the transition).
    var close: (@MainActor () -> Void)?

    init(ticker: AnimationTicker) {
        self.ticker = ticker
        super.init()
        title = "cards-deck"
    }

    /// The deck view.
    var deck: CardsDeckView {
        guard let d = view as? CardsDeckView else {
            preconditionFailure("CardsDeckController's view must be a CardsDeckView")
        }
        return d
    }

    override func loadView() { view = CardsDeckView(ticker: ticker) }

    /// A/Enter: swipe the current card up, or lower it.
    func toggleCurrentCard() {
        guard let cell = deck.currentCell else { return }
        cell.settle(up: !cell.isUp)
    }

    /// B/Escape: lower a raised card, else close the deck.
    func back() {
        if let cell = deck.cells.first(where: { $0.isUp }) {
            cell.settle(up: false)
        } else {
            close?()
        }
    }

    override func pressesBegan(_ presses: [Press]) {
        var rest: [Press] = []
        for p in presses {
            switch p.meaning {
            case .left where !deck.hasCardUp: deck.show(page: deck.currentPage - 1)
            case .right where !deck.hasCardUp: deck.show(page: deck.currentPage + 1)
            case .up: deck.currentCell?.settle(up: true)
            case .down:
                if deck.currentCell?.isUp == true { deck.currentCell?.settle(up: false) } else { close?() }
            // Reached only when no responder took them first (the home screen, whose root is the
            // navigation container, not the start screen).
            case .select: toggleCurrentCard()
            case .back: back()
            default: rest.append(p)
            }
        }
        if !rest.isEmpty { super.pressesBegan(rest) }
    }
}
