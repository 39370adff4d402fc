/// Shows an `OptionSelectModel` as a numbered list on stderr and feeds it typed lines until it is done.
struct OptionPicker {
    var prompter: Prompter
    /// Long lists show this many options; typing text narrows them.
    var pageSize = 15

    func run(_ model: inout OptionSelectModel, question: String) throws {
        let hint = model.kind.allowsMultiple
            ? "numbers toggle, text filters, * shows all, Enter when done"
            : "a number chooses, text filters, * shows all, Enter to skip"
        while true {
            render(model, question: question, hint: hint)
            switch model.reply(to: try prompter.answer()) {
            case .done: return
            case .again: continue
            case .invalid(let reason): prompter.invalid(reason)
            }
        }
    }

    private func render(_ model: OptionSelectModel, question: String, hint: String) {
        let style = prompter.style
        var text = style.green("?") + " " + style.bold(question) + " " + style.gray("(\(hint))") + "\n"
        if !model.filter.isEmpty { text += style.gray("  matching \"\(TerminalText.line(model.filter))\"") + "\n" }
        let shown = model.visible
        let width = String(min(shown.count, pageSize)).count
        for (index, option) in shown.prefix(pageSize).enumerated() {
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            let mark = model.kind.allowsMultiple ? (model.isSelected(option) ? "[x] " : "[ ] ") : (model.isSelected(option) ? "(*) " : "( ) ")
            var line = "  \(padded). \(mark)\(TerminalText.line(option.title))"
            if let detail = option.detail, !detail.isEmpty {
                line += "  " + style.gray(DisplayWidth.truncate(TerminalText.line(detail), to: 60))
            }
            text += line + "\n"
        }
        if shown.count > pageSize {
            text += style.gray("  ... \(shown.count - pageSize) more: type text to narrow the list") + "\n"
        }
        prompter.io.writeError(text + "> ")
    }
}
