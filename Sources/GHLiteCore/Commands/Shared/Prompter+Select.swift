extension Prompter {
    /// One of `options`, by number or by (the start of) its text, or the first on a bare Enter (gh's
    /// highlighted choice); asked again until the answer fits.
    /// On a full terminal: arrows and Enter, the first highlighted.
    public func select(_ question: String, options: [String]) throws -> Int {
        precondition(!options.isEmpty, "a choice needs options")
        if io.keyboard != nil {
            var picker = OptionSelectModel(kind: .choice, environment: .offering(
                options.enumerated().map { OptionSelectModel.Option(value: String($0.offset), title: $0.element) }
            ))
            try picker.load()
            try OptionPicker(prompter: self).run(&picker, question: question)
            return picker.selection.first.flatMap { Int($0) } ?? 0
        }
        while true {
            io.writeError(style.green("?") + " " + style.bold(question) + "\n")
            for (number, option) in options.enumerated() {
                io.writeError("  \(number + 1). \(option)\n")
            }
            io.writeError("> " + style.gray("[Enter: \(options[0])] "))
            let line = try answer()
            if line.trimmingWhitespace().isEmpty { return 0 }
            if let choice = Self.choice(line, among: options) { return choice }
            invalid("type a number from 1 to \(options.count), or press Enter for \(options[0])")
        }
    }

    static func choice(_ line: String, among options: [String]) -> Int? {
        let answer = line.trimmingWhitespace().lowercased()
        guard !answer.isEmpty else { return nil }
        if let number = Int(answer) { return options.indices.contains(number - 1) ? number - 1 : nil }
        let matching = options.indices.filter { options[$0].lowercased().hasPrefix(answer) }
        return matching.count == 1 ? matching[0] : options.firstIndex { $0.lowercased() == answer }
    }
}
