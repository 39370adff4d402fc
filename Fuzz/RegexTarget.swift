/// `test`'s regular expressions: the first line is the pattern, the rest the subject, matched with each of the
/// flags "", "i" and "x" within a small work budget: a Boolean or a one-line `JQError`, never a crash or a hang.
enum RegexTarget {
    static let budget = 100_000

    static func run(_ input: UnsafeRawBufferPointer) {
        let text = input.text
        let split = text.firstIndex(of: "\n") ?? text.endIndex
        let pattern = JQValue.string(String(text[..<split]))
        let subject = JQValue.string(split < text.endIndex ? String(text[text.index(after: split)...]) : "")
        for flags in [JQValue.null, .string("i"), .string("x")] {
            do {
                _ = try JQRegex.test(subject, pattern: pattern, flags: flags,
                                     budget: JQBudget(budget, memory: JQFilter.defaultMemory))
            } catch let error as JQError {
                fuzzCheck(!error.userMessage.isEmpty && !error.userMessage.contains("\n"), "not one line: \(error.userMessage)")
            } catch {
                fuzzCheck(false, "not a JQError: \(error)")
            }
        }
    }
}
