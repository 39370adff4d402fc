/// `--jq` expressions: any text is parsed, and what parses is run on a small issue list within a small budget of
/// work and memory: a result or a one-line `JQError`, output bounded by the budget, no control character on a terminal.
enum JQTarget {
    static let budget = 20_000
    static let memory = 1 << 20

    static let issues: JSONValue = .array([
        .object(["number": .int(1), "title": .string("Crash \u{1B}[31m on start"), "closed": .bool(false),
                 "labels": .array([.object(["name": .string("bug")]), .object(["name": .string("p1")])]),
                 "milestone": .null, "body": .string("line\n\ttab \\ \"quoted\" ünïcödé")]),
        .object(["number": .int(-2), "title": .string(""), "closed": .bool(true), "labels": .array([]),
                 "milestone": .object(["title": .string("v1")]), "body": .null]),
    ])

    static func run(_ input: UnsafeRawBufferPointer) {
        let filter: JQFilter
        do {
            filter = try JQFilter(input.text)
        } catch {
            return check(error)
        }
        for isTerminal in [false, true] {
            do {
                let output = try filter.output(for: issues, isTerminal: isTerminal, budget: budget, memory: memory,
                                               environment: ["HOME": "/home/fuzz"], now: { Date(timeIntervalSince1970: 0) })
                fuzzCheck(output.utf8.count <= 64 * budget, "output of \(output.utf8.count) bytes is beyond the budget")
                fuzzCheck(output.utf8.count <= memory, "output of \(output.utf8.count) bytes is beyond the memory cap")
                if isTerminal {
                    fuzzCheck(output.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || TerminalTextTarget.isSafe($0) },
                              "a control character reached the terminal")
                }
            } catch {
                check(error)
            }
        }
    }

    private static func check(_ error: any Error) {
        guard let error = error as? JQError else { return fuzzCheck(false, "not a JQError: \(error)") }
        fuzzCheck(!error.userMessage.isEmpty && !error.userMessage.contains("\n"), "not one line: \(error.userMessage)")
    }
}
