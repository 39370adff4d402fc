/// `--template` text (Go's text/template): any text is parsed, and what parses is run on a small issue list within a
/// small budget of work and memory, piped and on a terminal: text or a one-line `GoTemplateError`, output within the
/// memory cap, and on a terminal without colour no control character but newline, tab and `hyperlink`'s OSC 8
/// envelope unless the template itself holds one.
enum GoTemplateTarget {
    static let budget = 20_000
    static let memory = 1 << 20

    static func run(_ input: UnsafeRawBufferPointer) {
        let template: GoTemplate
        do {
            template = try GoTemplate(input.text)
        } catch {
            return check(error)
        }
        let sourceIsPlain = !input.text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" && $0 != "\t" }
        for (isTerminal, colors) in [(false, true), (true, false), (true, true)] {
            let destination = ExportDestination(isTerminal: isTerminal, width: 40, style: TerminalStyle(enabled: colors),
                                                now: { Date(timeIntervalSince1970: 1_717_245_000) })
            do {
                let output = try template.render(JQTarget.issues, to: destination, budget: budget, memory: memory)
                fuzzCheck(output.utf8.count <= memory, "output of \(output.utf8.count) bytes is beyond the memory cap")
                if isTerminal && !colors && sourceIsPlain {
                    fuzzCheck(withoutLinkEnvelopes(output).allSatisfy { $0 == "\n" || $0 == "\t" || TerminalTextTarget.isSafe($0) },
                              "a control character reached the terminal")
                }
            } catch {
                check(error)
            }
        }
    }

    /// `output` without the OSC 8 envelopes `hyperlink` writes on purpose, as gh's does (the link inside is cleaned
    /// by the helper, so only the envelope's own escapes are taken out): what is left must be plain.
    private static func withoutLinkEnvelopes(_ output: String) -> [Unicode.Scalar] {
        let scalars = Array(output.unicodeScalars)
        let opening: [Unicode.Scalar] = ["\u{1B}", "]", "8", ";", ";"]
        var kept: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: opening),
               let end = scalars.indices.dropFirst(index + opening.count).first(where: {
                   scalars[$0] == "\u{1B}" && $0 + 1 < scalars.count && scalars[$0 + 1] == "\\"
               }) {
                index = end + 2
                continue
            }
            kept.append(scalars[index])
            index += 1
        }
        return kept
    }

    private static func check(_ error: any Error) {
        guard let error = error as? GoTemplateError else { return fuzzCheck(false, "not a GoTemplateError: \(error)") }
        fuzzCheck(!error.userMessage.isEmpty && !error.userMessage.contains("\n"), "not one line: \(error.userMessage)")
    }
}
