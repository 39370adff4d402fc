/// `test(re)` and `test(re; flags)`, matched by gh-lite's own regular expressions (`JQRegexParser`,
/// `JQRegexProgram`): the syntax jq's Oniguruma and gh's Go RE2 share, on Unicode scalars, in time linear in the
/// subject, every step charged to the run's `JQBudget`, so no pattern can hang `--jq`. Backreferences and
/// lookaround, which need backtracking, are refused by name, as RE2 refuses them.
enum JQRegex {
    /// Patterns and subjects past these are refused: far beyond any title or body filter (GitHub caps a body
    /// at 65,536 characters).
    static let maximumPatternLength = 1_000
    static let maximumSubjectLength = 1_000_000

    /// jq's flags that change whether a pattern matches: `i` ignores case, `x` allows spaces and comments;
    /// `g` and `n` change only what `match` returns, so `test` accepts and ignores them.
    static func test(_ input: JSONValue, pattern: JSONValue, flags: JSONValue, budget: JQBudget) throws -> Bool {
        guard case .string(let subject) = input else {
            throw JQError("\(input.jqDescription) cannot be matched, as it is not a string")
        }
        guard case .string(let source) = pattern else { throw JQError("\(pattern.jqDescription) cannot be matched, as it is not a string") }
        var ignoresCase = false, extended = false
        switch flags {
        case .null: break
        case .string(let letters):
            for letter in letters {
                switch letter {
                case "i": ignoresCase = true
                case "x": extended = true
                case "g", "n": break
                default: throw JQError("\(letters) is not a valid modifier string")
                }
            }
        default: throw JQError("\(flags.jqDescription) is not a string")
        }
        guard source.unicodeScalars.count <= maximumPatternLength else {
            throw JQError("--jq: `test`: the regex is longer than \(maximumPatternLength) characters")
        }
        let scalars = Array(subject.unicodeScalars)
        guard scalars.count <= maximumSubjectLength else {
            throw JQError("--jq: `test`: the string is longer than \(maximumSubjectLength) characters")
        }
        let program = try JQRegexProgram(JQRegexParser.parse(source, extended: extended), ignoresCase: ignoresCase)
        // Compiled again for each string: its size is work too.
        try budget.spend(program.instructions.count, on: "`test`")
        return try program.matches(scalars, budget: budget)
    }
}
