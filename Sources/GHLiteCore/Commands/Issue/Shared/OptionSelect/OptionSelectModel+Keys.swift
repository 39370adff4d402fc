/// The picker driven by keys, as gh's (survey's) pickers are: arrows (or Ctrl-P/Ctrl-N) move, PageUp/PageDown
/// and Home/End jump, space toggles, → selects every option shown and ← none, typed text filters, Backspace
/// takes a character back off the filter, Enter accepts. Ctrl-C and the end of input are the caller's.
extension OptionSelectModel {
    /// What the picker lists: the options the filter lets through, after "(none)" (nil) where a choice may be
    /// left empty. "(none)" is filtered as a row like the others (survey's filter, gh's pickers), so typing `v2`
    /// lands on the first match and Enter picks it.
    public var rows: [Option?] {
        let none = kind.offersNone && (filter.isEmpty || Self.noneTitle.contains(filter.lowercased()))
        return (none ? [nil] : []) + visible.map(Optional.some)
    }

    static let noneTitle = "(none)"

    /// The rows on screen now: at most `pageSize` from `top`.
    public var shownRows: ArraySlice<Option?> {
        let all = rows
        return all[min(top, all.count)..<min(top + pageSize, all.count)]
    }

    /// `.done` when the choice is made; `.again` to show the picker again.
    public mutating func press(_ key: Key) -> Reply {
        let count = rows.count
        switch key {
        case .enter: return accept()
        case .up where count > 0: move(to: cursor > 0 ? cursor - 1 : count - 1)
        case .down where count > 0: move(to: cursor < count - 1 ? cursor + 1 : 0)
        case .pageUp: move(to: cursor - pageSize)
        case .pageDown: move(to: cursor + pageSize)
        case .home: move(to: 0)
        case .end: move(to: count - 1)
        case .character(" ") where kind.allowsMultiple: toggle()
        case .right where kind.allowsMultiple: setShown(selected: true)
        case .left where kind.allowsMultiple: setShown(selected: false)
        case .character(let typed) where typed != " " || !filter.isEmpty: refilter(filter + String(typed))
        case .backspace where !filter.isEmpty: refilter(String(filter.dropLast()))
        case .control("u"), .escape: refilter("")
        default: break
        }
        return .again
    }

    /// Highlights row `index` (kept within the rows) and scrolls it into view.
    mutating func move(to index: Int) {
        cursor = max(0, min(index, rows.count - 1))
        if cursor < top { top = cursor }
        if cursor >= top + pageSize { top = cursor - pageSize + 1 }
    }

    private mutating func accept() -> Reply {
        guard !kind.allowsMultiple else { return .done }
        let all = rows
        guard all.indices.contains(cursor) else { return .again } // The filter shows nothing to choose.
        selection = all[cursor].map { [$0.value] } ?? []
        return .done
    }

    private mutating func toggle() {
        let all = rows
        guard all.indices.contains(cursor), let option = all[cursor] else { return }
        if isSelected(option) { selection.removeAll { $0 == option.value } } else { select([option.value]) }
    }

    private mutating func setShown(selected: Bool) {
        let shown = Set(visible.map(\.value))
        if selected { select(shown) } else { selection.removeAll(where: shown.contains) }
    }

    /// Adds `values`, keeping the selection in the order of `options`.
    private mutating func select(_ values: some Sequence<String>) {
        let chosen = Set(selection).union(values)
        selection = options.map(\.value).filter(chosen.contains)
    }

    private mutating func refilter(_ text: String) {
        filter = text
        top = 0
        move(to: 0)
    }
}
