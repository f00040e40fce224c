import FlickInput
import FlickUI

extension ChatsController {
    /// Whether `press` is the reveal key: X on a gamepad, `.` or Backspace ("Delete") on a
    /// keyboard (docs/CHATS.md).
    static func isRevealKey(_ press: Press) -> Bool {
        switch press.source {
        case .gamepad(.x, _): true
        case .key(.backspace, _), .key(.character("."), _): true
        default: false
        }
    }

    /// The reveal key toggles the focused row's actions: open, focus moves to the first action
    /// (left/right go through them, A/Enter triggers); again, the row closes and its card takes
    /// focus. Presses reach the controller up the responder chain from the focused view.
    /// Returns the presses not used.
    func handleRevealKeys(_ presses: [Press]) -> [Press] {
        presses.filter { press in !(Self.isRevealKey(press) && !press.isRepeat && toggleFocusedRow()) }
    }

    /// Opens or closes the row holding focus; false when focus is not on a row.
    @discardableResult
    func toggleFocusedRow() -> Bool {
        guard let row = focusedRow else { return false }
        if row.isOpen, openRow === row || openRow == nil {
            openRow = row
            closeOpenRow(focusCard: true)
        } else {
            open(row, focusActions: true)
        }
        return true
    }

    /// B/Escape: an open row closes (its card keeps focus) and the press stops here; with no row
    /// open it goes on to the container, which returns to the camera.
    func handleBack() -> Bool {
        guard openRow != nil else { return false }
        closeOpenRow(focusCard: true)
        return true
    }

    // MARK: Focus

    /// The row whose card or action has focus.
    var focusedRow: ChatRowView? {
        guard let focused = engine?.focusedView else { return nil }
        return rows.first { focused.isDescendant(of: $0) }
    }

    /// Focus moved to `view`: an open row whose actions lost it closes (up/down to another card,
    /// right onto its own card).
    func focusMoved(to view: View?) {
        guard let row = openRow else { return }
        if let view, row.actionButtons.contains(where: { $0 === view }) { return }
        closeOpenRow(focusCard: false)
    }

    /// True when one of `row`'s actions has focus.
    func focusIsInActions(of row: ChatRowView) -> Bool {
        guard let focused = engine?.focusedView else { return false }
        return row.actionButtons.contains { $0 === focused }
    }

    /// True when `view` has focus.
    func isFocused(_ view: View) -> Bool { engine?.focusedView === view }

    /// Moves focus to `view` (the engine reveals it; the ring shows only for keys and pads).
    func focus(_ view: View) { engine?.focus(view) }

    /// The focus engine of the window the list is in.
    var engine: FocusEngine? { isViewLoaded ? FocusEngine.engine(for: view) : nil }
}
