/// `test`, `match` (and through it `capture`, `scan`, `split/2`, `sub`, `gsub`), matched by gh-lite's own regular
/// expressions (`JQRegexParser`, `JQRegexProgram`): the syntax jq's Oniguruma and gh's Go RE2 share, on Unicode
/// scalars, in time linear in the subject, every step charged to the run's `JQBudget`, so no pattern can hang
/// `--jq`. Backreferences and lookaround, which need backtracking, are refused by name, as RE2 refuses them.
enum JQRegex {
    /// Patterns and subjects past these are refused: far beyond any title or body filter (GitHub caps a body
    /// at 65,536 characters).
    static let maximumPatternLength = 1_000
    static let maximumSubjectLength = 1_000_000

    /// jq's flags: `i` ignores case, `x` allows spaces and comments, `g` finds every match, `n` drops empty
    /// matches; `s`, `l` and `p` are accepted and change nothing here.
    struct Flags {
        var ignoresCase = false, extended = false, global = false, skipsEmpty = false

        init(_ flags: JQValue) throws {
            switch flags {
            case .null: break
            case .string(let letters):
                for letter in letters {
                    switch letter {
                    case "i": ignoresCase = true
                    case "x": extended = true
                    case "g": global = true
                    case "n": skipsEmpty = true
                    case "s", "l", "p": break
                    default: throw JQError("\(letters) is not a valid modifier string")
                    }
                }
            default: throw JQError("\(flags.description) is not a string")
            }
        }
    }

    static func test(_ input: JQValue, pattern: JQValue, flags: JQValue, budget: JQBudget) throws -> Bool {
        let (program, _, subject) = try compile(input, pattern, try Flags(flags), budget: budget, construct: "`test`")
        return try program.matches(subject, budget: budget)
    }

    /// jq's `_match_impl`: the match objects (`offset`, `length`, `string`, `captures`), or with `test` whether any.
    static func match(_ input: JQValue, pattern: JQValue, flags: JQValue, test: Bool, budget: JQBudget) throws -> JQValue {
        if test { return .bool(try self.test(input, pattern: pattern, flags: flags, budget: budget)) }
        let options = try Flags(flags)
        let (program, names, subject) = try compile(input, pattern, options, budget: budget, construct: "`match`")
        var results: [JQValue] = []
        var start = 0
        while let slots = try program.search(subject, from: start, groups: names.count, budget: budget) {
            let (from, to) = (slots[0], slots[1])
            if !(options.skipsEmpty && from == to) {
                let captures = names.indices.map { group in
                    capture(subject, slots[2 * group + 2], slots[2 * group + 3], name: names[group])
                }
                try budget.reserve(captures.count + 1, JQBudget.memberBytes * 4, for: "`match`")
                var found = capture(subject, from, to, name: nil)
                if case .object(var members) = found {
                    members["captures"] = .array(captures)
                    members["name"] = nil
                    found = .object(members)
                }
                results.append(found)
            }
            guard options.global, start <= subject.count else { break }
            start = to > from ? to : to + 1
            if start > subject.count { break }
        }
        return .array(results)
    }

    private static func capture(_ subject: [Unicode.Scalar], _ from: Int, _ to: Int, name: String?) -> JQValue {
        guard from >= 0, to >= from else {
            return .object(["offset": .int(-1), "length": .int(0), "string": .null, "name": name.map(JQValue.string) ?? .null])
        }
        let text = String(String.UnicodeScalarView(subject[from..<to]))
        return .object(["offset": .int(from), "length": .int(to - from), "string": .string(text),
                        "name": name.map(JQValue.string) ?? .null])
    }

    private static func compile(_ input: JQValue, _ pattern: JQValue, _ flags: Flags, budget: JQBudget,
                                construct: String) throws -> (JQRegexProgram, [String?], [Unicode.Scalar]) {
        guard case .string(let subject) = input else {
            throw JQError("\(input.description) cannot be matched, as it is not a string")
        }
        guard case .string(let source) = pattern else { throw JQError("\(pattern.description) cannot be matched, as it is not a string") }
        guard source.unicodeScalars.count <= maximumPatternLength else {
            throw JQError("--jq: \(construct): the regex is longer than \(maximumPatternLength) characters")
        }
        let scalars = Array(subject.unicodeScalars)
        guard scalars.count <= maximumSubjectLength else {
            throw JQError("--jq: \(construct): the string is longer than \(maximumSubjectLength) characters")
        }
        let (node, names) = try JQRegexParser.parseWithGroups(source, extended: flags.extended)
        let program = try JQRegexProgram(node, ignoresCase: flags.ignoresCase)
        // Compiled again for each string: its size is work too.
        try budget.spend(program.instructions.count, on: construct)
        return (program, names, scalars)
    }
}
