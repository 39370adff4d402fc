@testable import GHLiteCore
import Testing

/// `test` with gh-lite's own linear-time matcher: the syntax jq and gh share, no pattern that hangs, every step
/// charged to the work budget.
@Suite(.strictDoubles) struct JQRegexTests {
    func test(_ pattern: String, _ subject: String, flags: String? = nil, budget: Int = JQFilter.defaultBudget) throws -> Bool {
        try JQRegex.test(.string(subject), pattern: .string(pattern), flags: flags.map(JQValue.string) ?? .null,
                         budget: JQBudget(budget, memory: JQFilter.defaultMemory))
    }

    @Test(arguments: [
        ("crash", "App crashes on start", true), ("^App", "App crashes", true), ("^crash", "App crashes", false),
        ("start$", "on start", true), ("start$", "start it", false), ("a.c", "abc", true), ("a.c", "a\nc", false),
        ("colou?r", "color", true), ("ab*c", "ac", true), ("ab+c", "ac", false), ("a{2,3}", "caab", true),
        ("^a{2,3}$", "aaaa", false), ("^a{2}$", "aa", true), ("^a{2,}$", "aaaaa", true), ("x{", "x{", true),
        ("^(bug|feature): ", "feature: dark mode", true), ("^(?:bug|feature): ", "docs: typo", false),
        ("[0-9]+", "v12", true), ("^[^0-9]+$", "v12", false), (#"\d\d"#, "a1b2", false), (#"\bcat\b"#, "a cat!", true),
        (#"\bcat\b"#, "concatenate", false), (#"\Bcat"#, "concat", true), (#"\w+@\w+\.com"#, "me@example.com", true),
        (#"\s"#, "nospace", false), (#"\S+"#, "  x ", true), (#"[[:upper:]][[:lower:]]+"#, "Hello", true),
        (#"\(\d+\)"#, "Fix (12)", true), (#"\x41\x{1F600}"#, "A😀", true), ("[]a]", "]", true), ("[a-]", "-", true),
        ("ünï", "Ünïcödé ünïcödé", true), ("(?<kind>bug)s?", "bugs", true), ("a|", "b", true), ("", "", true),
        ("[\\]\\\\]", "\\", true), ("(a*)*b", "aaab", true), ("(a*)*$", "", true),
    ])
    func matchesAsJqAndGhDo(pattern: String, subject: String, expected: Bool) throws {
        #expect(try test(pattern, subject) == expected)
    }

    @Test func flagsIgnoreCaseAndAllowSpacesAndComments() throws {
        #expect(try test("^CRASH", "crash on start", flags: "i"))
        #expect(try test("[A-C]+x", "abcX", flags: "i"))
        #expect(try !test("^CRASH", "crash on start"))
        #expect(try test("a b c # spaces are ignored", "xabcd", flags: "x"))
        #expect(try test("^crash", "Crash", flags: "gin"))
    }

    /// The patterns that take a backtracking matcher exponential time answer at once, and rightly.
    @Test(arguments: [("^(a+)+$", true), ("(a|a)*b", false), ("(a*)*c", false), ("^(a|aa)+$", true), ("(.*a){12}", true)])
    func catastrophicPatternsAnswerInLinearTime(pattern: String, matchesAllAs: Bool) throws {
        let subject = String(repeating: "a", count: 37)
        #expect(try test(pattern, subject) == matchesAllAs)
        #expect(try test(pattern, subject + "!") == (pattern == "(.*a){12}"))
        // Within a budget of 37 × 40 steps a backtracking matcher would not get far.
        #expect(try test(pattern, subject + "!", budget: 37 * 40) == (pattern == "(.*a){12}"))
    }

    @Test func everyStateVisitedIsChargedToTheBudgetNamingTest() throws {
        let subject = String(repeating: "x", count: 10_000)
        #expect(throws: JQError.tooMuchWork("`test`")) { try test("(x?){200}y", subject, budget: 100_000) }
        #expect(throws: JQError.tooMuchWork("`test`")) {
            try JQFilter(#".[] | test("(x?){200}y")"#).results(for: .array([.string(subject)]), budget: 100_000)
        }
        #expect(throws: JQError.tooMuchWork("`test`")) {
            try JQFilter(#"(.[] | test("(x?){200}y"))? // true"#).results(for: .array([.string(subject)]), budget: 100_000)
        }
    }

    @Test func compilingALargePatternIsWorkToo() {
        let strings = JSONValue.array(Array(repeating: .string("b"), count: 50))
        #expect(throws: JQError.tooMuchWork("`test`")) {
            try JQFilter(#".[] | test("a{1000}")"#).results(for: strings, budget: 20_000)
        }
    }

    @Test(arguments: [
        ("(a", #"(a (at offset 2) is not a valid regex: end pattern with unmatched parenthesis"#),
        ("a)", #"a) (at offset 1) is not a valid regex: unmatched close parenthesis"#),
        ("[a", #"[a (at offset 2) is not a valid regex: premature end of char-class"#),
        ("*a", #"*a (at offset 0) is not a valid regex: target of repeat operator is not specified"#),
        (#"(a)\1"#, #"(a)\1 (at offset 5) is not a valid regex: backreferences are not supported"#),
        ("(?=a)", #"(?=a) (at offset 3) is not a valid regex: lookaround is not supported"#),
        ("a*+", #"a*+ (at offset 2) is not a valid regex: possessive quantifiers are not supported"#),
        ("a{1001}", #"a{1001} (at offset 7) is not a valid regex: repetition count over 1000"#),
        ("[z-a]", #"[z-a] (at offset 4) is not a valid regex: empty range in char class"#),
        (#"\q"#, #"\q (at offset 2) is not a valid regex: invalid escape \q"#),
        (String(repeating: "a", count: 1_001), "--jq: `test`: the regex is longer than 1000 characters"),
        ("(a{1000}){20}", "--jq: `test`: the regex is too large once its repetitions are expanded"),
        (String(repeating: "(", count: 200) + String(repeating: ")", count: 200),
         String(repeating: "(", count: 200) + String(repeating: ")", count: 200) + " (at offset 100) is not a valid regex: too deeply nested"),
    ])
    func aPatternOutsideTheSyntaxIsOneLineNamingWhy(pattern: String, message: String) {
        #expect(throws: JQError(message)) { try test(pattern, "a") }
    }

    @Test func aSubjectPastTheCapIsRefused() {
        #expect(throws: JQError("--jq: `test`: the string is longer than 1000000 characters")) {
            try test("a", String(repeating: "b", count: 1_000_001))
        }
    }
}
