/// The lines of the key-driven picker, in survey's look (gh's pickers), each cut to the terminal's width so one
/// line of text is one line on screen and the picker can be redrawn in place.
struct OptionPickerScreen {
    var style: TerminalStyle
    var width: Int

    /// Text and the colour it is shown in.
    private typealias Part = (text: String, paint: (String) -> String)

    func lines(_ model: OptionSelectModel, question: String) -> [String] {
        let hint = model.kind.allowsMultiple
            ? "[Use arrows to move, space to select, <right> to all, <left> to none, type to filter]"
            : "[Use arrows to move, type to filter]"
        // The filter before the hint, so a narrow terminal cuts the hint rather than what was typed.
        var lines = [fit(heading(question) + [(model.filter.isEmpty ? "" : " " + model.filter, plain), ("  ", plain),
                                              (hint, style.cyan)])]
        let rows = model.rows
        if rows.isEmpty { lines.append(fit([("  nothing matches \"\(model.filter)\"", style.gray)])) }
        for (index, row) in zip(model.shownRows.indices, model.shownRows) {
            var parts: [Part] = [(index == model.cursor ? "> " : "  ", style.cyan)]
            if model.kind.allowsMultiple, let row {
                parts += model.isSelected(row) ? [("[x]", style.green), (" ", plain)] : [("[ ] ", plain)]
            }
            parts.append((row?.title ?? OptionSelectModel.noneTitle, plain))
            if let detail = row?.detail, !detail.isEmpty { parts.append(("  " + detail, style.gray)) }
            lines.append(fit(parts))
        }
        if rows.count > model.pageSize {
            let last = min(model.top + model.pageSize, rows.count)
            lines.append(fit([("  \(model.top + 1)-\(last) of \(rows.count)", style.gray)]))
        }
        return lines
    }

    /// What stays on screen once the picker is done: the question and the answer (survey's summary line).
    func answer(_ model: OptionSelectModel, question: String) -> String {
        let chosen = model.options.filter(model.isSelected).map(\.title)
        return fit(heading(question) + [(" ", plain), (chosen.joined(separator: ", "), style.cyan)])
    }

    private func heading(_ question: String) -> [Part] {
        [("?", style.green), (" ", plain), (question, style.bold)]
    }

    private func plain(_ text: String) -> String { text }

    /// Server text made safe, then cut to one column less than the terminal (so the cursor never wraps onto a
    /// line of its own), before it is coloured.
    private func fit(_ parts: [Part]) -> String {
        var left = max(width - 1, 10)
        var line = ""
        for part in parts where left > 0 {
            let cut = DisplayWidth.truncate(TerminalText.line(part.text), to: left)
            left -= DisplayWidth.of(cut)
            line += part.paint(cut)
        }
        return line
    }
}
