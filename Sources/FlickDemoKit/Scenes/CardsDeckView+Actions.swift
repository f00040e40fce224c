import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

extension CardsDeckView {
    /// How long a toast stays fully shown, seconds (Flick's looks).
    static let toastDuration = 1.4
    /// How long a hidden card takes to leave, seconds (Flick's looks).
    static let hideDuration = 0.25

    /// Runs `action` for the raised `cell`: Like toggles its mark, Share says where the link
    /// went, Hide takes the card out of the deck (the last card stays). Each says so in a toast.
    func perform(_ action: CardsAction, on cell: CardsCellView) {
        switch action {
        case .like:
            cell.isLiked.toggle()
            showToast(cell.isLiked ? "♥  Liked “\(cell.title)”" : "Like removed")
        case .share:
            showToast("Link to “\(cell.title)” copied")
        case .hide:
            guard cells.count > 1 else {
                showToast("The last card stays")
                return
            }
            hide(cell)
            showToast("“\(cell.title)” hidden")
        }
    }

    /// Takes `cell` out of the deck: it fades and shrinks away, and the cards after it close up.
    func hide(_ cell: CardsCellView) {
        guard let index = cells.firstIndex(where: { $0 === cell }) else { return }
        cells.remove(at: index)
        syncEnabled()
        View.animate(withDuration: Self.hideDuration, curve: .easeIn, ticker: ticker) {
            cell.alpha = 0
            cell.transform = Transform3D(scaleX: 0.85, y: 0.85)
        } completion: { [weak self] _ in
            cell.removeFromSuperview()
            self?.setNeedsLayout()
        }
        setNeedsLayout()
        syncDots()
    }

    /// Shows `text` in the toast: in 0.15 s, held, out in 0.3 s (a newer toast replaces it).
    func showToast(_ text: String) {
        FlipStyle.setPillText(toast, text)
        AnimationTransaction.performWithoutAnimation { layoutToast() }
        let total = 0.15 + Self.toastDuration + 0.3
        toast.opacity = 0
        toast.add(
            .keyframes(
                .opacity, values: [0, 1, 1, 0], keyTimes: [0, 0.15 / total, (0.15 + Self.toastDuration) / total, 1],
                duration: total),
            forKey: "toast", ticker: ticker)
    }

    /// The toast's frame: centred above the page dots, as wide as its text.
    func layoutToast() {
        let text = toast.sublayers.first?.text ?? ""
        let w = min(bounds.width - 48, max(140, Double(text.count) * 8 + 40))
        FlipStyle.layoutPill(toast, frame: Rect(x: (bounds.width - w) / 2, y: bounds.height - 70, width: w, height: 32))
    }

    /// The header's title and hint fade as a card rises over them (`p`: the card's progress).
    func fadeHeader(underCard p: Double) {
        let a = 1 - min(max(p, 0), 1)
        titleLayer.opacity = a
        hint.opacity = a
    }
}
