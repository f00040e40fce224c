import FlickGeometry
import FlickUI

extension ChatsController {
    // MARK: Opening and closing

    /// Opens `row` (closing any other: one open at a time) and, for keys and pads, focuses its
    /// first action.
    func open(_ row: ChatRowView, focusActions: Bool) {
        if let other = openRow, other !== row { other.setOpen(false, animated: true) }
        openRow = row
        if !row.isOpen { row.setOpen(true, animated: true) }
        if focusActions, let first = row.actionButtons.first { focus(first) }
    }

    /// Closes the open row, if any; `focusCard` moves focus to its card (keys and pads).
    func closeOpenRow(focusCard: Bool) {
        guard let row = openRow else { return }
        openRow = nil
        row.setOpen(false, animated: true)
        if focusCard { focus(row.card) }
    }

    /// A finger began dragging `row` sideways: any other open row closes.
    func rowWillBeginDragging(_ row: ChatRowView) {
        if let other = openRow, other !== row { closeOpenRow(focusCard: false) }
    }

    /// A release on `row` decided it (velocity first, then half the actions).
    func row(_ row: ChatRowView, settlesOpen open: Bool) {
        if open {
            openRow = row
            // Focus follows (the ring stays hidden after touch), so B/Escape close this row.
            if let first = row.actionButtons.first { focus(first) }
        } else if openRow === row {
            openRow = nil
            if focusIsInActions(of: row) { focus(row.card) }
        }
    }

    /// A tap on a card: closes the open row if there is one (a tap outside it), else opens the
    /// conversation (marks it read).
    func tapped(_ row: ChatRowView) {
        if openRow != nil {
            closeOpenRow(focusCard: false)
            return
        }
        markRead(row)
    }

    /// A/Enter on a card: closes it if it is open, else opens the conversation.
    func activated(_ row: ChatRowView) {
        if row.isOpen {
            if openRow === row { openRow = nil }
            row.setOpen(false, animated: true)
            return
        }
        markRead(row)
    }

    /// Opens the conversation: news become "Received", the badge goes.
    func markRead(_ row: ChatRowView) {
        guard let i = rows.firstIndex(where: { $0 === row }) else { return }
        threads[i] = threads[i].opened
        row.show(threads[i])
    }

    // MARK: Actions

    /// Runs `action` on `row`'s conversation.
    func perform(_ action: ChatAction, on row: ChatRowView) {
        guard let i = rows.firstIndex(where: { $0 === row }) else { return }
        let hadFocus = focusIsInActions(of: row) || isFocused(row.card)
        switch action {
        case .pin:
            threads[i].isPinned.toggle()
            row.show(threads[i])
            closeOpenRow(focusCard: false)
            reorder()
            if hadFocus { focus(row.card) }
        case .mute:
            threads[i].isMuted.toggle()
            row.show(threads[i])
            closeOpenRow(focusCard: hadFocus)
        case .delete:
            delete(at: i, refocus: hadFocus)
        }
    }

    /// Removes the row at `index`: it fades and shrinks, the rows below slide up over it on the move spring,
    /// and the list's content shrinks when they land.
    func delete(at index: Int, refocus: Bool) {
        let row = rows.remove(at: index)
        threads.remove(at: index)
        if openRow === row { openRow = nil }
        row.isUserInteractionEnabled = false
        leavingRows.append(row)
        View.animate(spring: Self.moveSpring, ticker: ticker) {
            row.alpha = 0
            row.transform = Transform3D(scaleX: 0.9, y: 0.9, z: 1)
            for (i, r) in rows.enumerated() where i >= index { r.frame = rowFrame(at: i) }
        } completion: { [weak self, weak row] _ in
            guard let self, let row else { return }
            row.removeFromSuperview()
            self.leavingRows.removeAll { $0 === row }
            self.updateContentSize()
        }
        if refocus, !rows.isEmpty { focus(rows[min(index, rows.count - 1)].card) }
    }

    /// Puts pinned conversations first (each group in its original order) and moves the rows
    /// to their new places on the move spring.
    func reorder() {
        let order = threads.indices.sorted { a, b in
            let ta = threads[a], tb = threads[b]
            if ta.isPinned != tb.isPinned { return ta.isPinned }
            return ta.id < tb.id
        }
        threads = order.map { threads[$0] }
        rows = order.map { rows[$0] }
        View.animate(spring: Self.moveSpring, ticker: ticker) {
            for (i, r) in rows.enumerated() where r.frame != rowFrame(at: i) { r.frame = rowFrame(at: i) }
        }
    }
}
