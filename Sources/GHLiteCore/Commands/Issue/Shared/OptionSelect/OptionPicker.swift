/// Shows an `OptionSelectModel` on stderr until it is done: on a full terminal as gh's pickers, redrawn in place
/// after each key; elsewhere as a numbered list fed typed lines. Ctrl-C leaves `model` with what was toggled so
/// far, for the caller's draft.
struct OptionPicker {
    var prompter: Prompter
    /// Long lists show this many options; typing text narrows them.
    var pageSize = 15

    func run(_ model: inout OptionSelectModel, question: String) throws {
        if let keyboard = prompter.io.keyboard { return try run(&model, question: question, keyboard: keyboard) }
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

    private func run(_ model: inout OptionSelectModel, question: String, keyboard: Keyboard) throws {
        let io = prompter.io
        let screen = OptionPickerScreen(style: prompter.style, width: io.terminalWidth ?? 80)
        var redraw = InPlaceRedraw()
        try keyboard.rawMode { nextKey in
            while true {
                io.writeError(redraw.replace(with: screen.lines(model, question: question)))
                switch try nextKey() {
                case let key? where key != .interrupt:
                    guard model.press(key) == .done else { continue }
                    io.writeError(redraw.replace(with: [screen.answer(model, question: question)]) + "\n")
                    return
                case let key:
                    // What was toggled stays on screen, and in `model` for the draft.
                    io.writeError(redraw.replace(with: [screen.answer(model, question: question)]) + "\n")
                    throw key == nil ? CommandError.cancelled : Interrupted()
                }
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
