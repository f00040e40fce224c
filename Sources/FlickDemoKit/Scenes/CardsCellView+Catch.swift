extension CardsCellView {
    /// A finger touched down on the card: a settle in flight stops where it shows, so the card
    /// stays under the finger (as `ScrollView.touchDown(at:)` and the navigation container stop
    /// on touch-down). The card's pan does not begin here: the touch may yet be a tap or a swipe
    /// the deck takes (paging, closing), and those must keep working on a card still in motion.
    /// If the pan begins, the drag carries the card on from where it stopped; if not, `letGo`.
    func touchDown() {
        guard motion != nil else { return }
        motion = nil
        isHeld = true
    }

    /// The touch that stopped the card ended without dragging it: the card settles from where it
    /// stopped, from rest. `toDeck`: the touch moved on as a swipe the card's pan refused, which
    /// the deck's paging or dismiss pan takes while no card is up (FEEL.md §1, cards); a card
    /// heading down then goes down, so the deck's pans are not switched off under that finger.
    /// Otherwise (a tap, a cancelled touch, a card heading up) the article's rule for a still
    /// finger decides: past half way, up (article 003, `SwipingCollectionViewCell`'s `.ended`).
    func letGo(toDeck: Bool) {
        guard isHeld else { return }
        isHeld = false
        let up = toDeck && !isUp ? false : progress > 0.5
        settle(up: up, velocity: 0)
    }
}
