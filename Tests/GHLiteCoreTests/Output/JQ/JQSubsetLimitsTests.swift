@testable import GHLiteCore
import Testing

/// What reads or writes elsewhere than the output is refused by name, and a name that is not defined fails, before
/// any request; runtime errors are jq's one line; no expression runs unbounded, however it loops or recurses.
@Suite(.strictDoubles) struct JQSubsetLimitsTests {
    @Test(arguments: [("input", "input"), ("[inputs]", "inputs"), ("debug", "debug"), (#"debug("x")"#, "debug"),
                      ("$__loc__", "$__loc__"), ("halt_error", "halt_error"), ("input_filename", "input_filename")])
    func whatReadsOrWritesElsewhereIsNamed(expression: String, construct: String) {
        #expect(throws: JQError("--jq: `\(construct)` is not supported by gh-lite's jq; pipe the --json output to jq instead")) {
            try JQFilter(expression)
        }
    }

    @Test(arguments: [("foo", "--jq: foo/0 is not defined"), ("map(.a; .b)", "--jq: map/2 is not defined"),
                      ("$x", "--jq: $x is not defined"), ("def f(g): g; g", "--jq: g/0 is not defined"),
                      ("def f($a): $a; $a", "--jq: $a is not defined"), (". as [$a] | $b", "--jq: $b is not defined"),
                      ("break $out", "--jq: $*label-out is not defined"), ("reduce . as $x (0; $y)", "--jq: $y is not defined")])
    func anUndefinedNameFailsBeforeRunning(expression: String, message: String) {
        #expect(throws: JQError(message)) { try JQFilter(expression) }
    }

    @Test(arguments: [("", "--jq: unexpected end of expression"), (".[", "--jq: unexpected end of expression"),
                      ("(.a", "--jq: unexpected end of expression, expected `)`"), (".a)", "--jq: unexpected `)`"),
                      (#""abc"#, "--jq: unterminated string"), (#""\(.a"#, "--jq: unterminated string interpolation `\\(`"),
                      ("{a: 1", "--jq: unexpected end of expression, expected `}`"), ("a b", "--jq: unexpected `b`"), ("if . then 1", "--jq: unexpected end of expression, expected `end`"),
                      ("reduce . as $x (0)", "--jq: unexpected `)`, expected `;`"), ("1 +", "--jq: unexpected end of expression")])
    func aSyntaxErrorIsOneLine(expression: String, message: String) {
        #expect(throws: JQError(message)) { try JQFilter(expression) }
    }

    @Test(arguments: [
        (".foo", "[1]", #"Cannot index array with string "foo""#), (#".["a"]"#, "1", #"Cannot index number with string "a""#), (".[0]", #"{"a": 1}"#, "Cannot index object with number"),
        (".[]", "5", "Cannot iterate over number (5)"), (".[]", "null", "Cannot iterate over null"),
        ("length", "true", "boolean (true) has no length"), ("keys", "1", "number (1) has no keys"),
        (#"test("a")"#, "1", "number (1) cannot be matched, as it is not a string"),
        (#"contains("a")"#, "[1]", #"array ([1]) and string ("a") cannot have their containment checked"#),
        ("@tsv", #"[[1]]"#, "array ([1]) is not valid in a csv row"), ("@csv", "1", "number (1) cannot be csv-formatted, only array"),
        (".[]", #""abcdefghijklmnop""#, #"Cannot iterate over string ("abcdefghij...)"#),
    ])
    func aRuntimeErrorIsJqsLine(expression: String, input: String, message: String) throws {
        #expect(throws: JQError(message)) { try JQFilter(expression).results(for: JSONValue(json: input)) }
    }

    @Test func optionalAndAlternativeHideErrors() throws {
        let input = try JSONValue(json: "[1]")
        #expect(try JQFilter(".foo?").results(for: input) == [])
        #expect(try JQFilter(#".foo // "none""#).results(for: input) == [.string("none")])
    }

    @Test func anExpressionThatDoublesItsValueAtEachStepStopsWithinItsBudget() throws {
        let doubling = Array(repeating: "[.,.]", count: 80).joined(separator: " | ")
        #expect(throws: JQError.tooMuchWork("the array `[...]`")) {
            try JQFilter(doubling).output(for: .string("x"), isTerminal: false, budget: 100_000)
        }
        let growingText = Array(repeating: #""\(.)\(.)""#, count: 80).joined(separator: " | ")
        #expect(throws: JQError.tooMuchWork(#"the string interpolation `"\(...)"`"#)) {
            try JQFilter(growingText).output(for: .string("x"), isTerminal: false, budget: 100_000)
        }
        #expect(try JQFilter(Array(repeating: "[.,.]", count: 5).joined(separator: " | ")).results(for: .null, budget: 100_000).count == 1)
    }

    @Test func theBudgetIsNotHiddenByOptionalOrAlternative() throws {
        let doubling = Array(repeating: "[.,.]", count: 80).joined(separator: " | ")
        #expect(throws: JQError.tooMuchWork("the array `[...]`")) { try JQFilter("(\(doubling))?").results(for: .null, budget: 100_000) }
        #expect(throws: JQError.tooMuchWork("the array `[...]`")) { try JQFilter("(\(doubling)) // 1").results(for: .null, budget: 100_000) }
        let growing = #"[.[], .[]] | "\(.[])\(.[])\(.[])\(.[])""#
        #expect(throws: JQError.tooMuchMemory(#"the string interpolation `"\(...)"`"#, limit: 1 << 20)) {
            try JQFilter("(\(growing))? // 1").results(for: .array(Array(repeating: .string("title"), count: 20)), memory: 1 << 20)
        }
    }

    @Test func recursionStopsAtItsLimitNotOnTheStack() throws {
        let countdown = #"def f: if . > 0 then . - 1 | f else "done" end; f"#
        #expect(try JQFilter(countdown).results(for: .int(100)) == [.string("done")])
        #expect(throws: JQError.recursesTooDeeply) { try JQFilter(countdown).results(for: .int(1_000_000)) }
        let deep = String(repeating: "[", count: 120) + String(repeating: "]", count: 120)
        #expect(try JQFilter("walk(.) | [..] | length").results(for: JSONValue(json: deep)) == [.int(120)])
    }

    @Test(arguments: ["[repeat(1)]", "[range(1e9)] | length", "last(range(1e12))", "[limit(1e9; repeat(.))] | length",
                      "def f: f; f", "[1 | until(. < 0; . + 1)]", "[1 | while(true; .)]", #""x" * 1e12"#,
                      "[recurse(.)]", "reduce range(1e12) as $i (0; . + $i)"])
    func aLoopThatNeverEndsStopsWithinItsBudget(expression: String) {
        #expect(throws: JQError.self) {
            do { _ = try JQFilter(expression).results(for: .null, budget: 100_000, memory: 1 << 20) } catch let error as JQError {
                #expect(error.isLimit, "\(error.userMessage)")
                throw error
            }
        }
    }

    /// However cheaply its steps are counted, a run stops after its CPU time (a twentieth of a second here, with no
    /// step budget to speak of), and `?` does not hide it.
    @Test(arguments: ["last(range(1e12))", "reduce range(1e12) as $i (0; . + $i)", "(last(repeat(1)))?",
                      "1 | until(. < 0; . + 1)", #"last(range(1e12) | "x\(.)" | ascii_upcase)"#])
    func aRunStopsAfterItsCPUTimeWhateverItsSteps(expression: String) {
        #expect(throws: JQError.self) {
            do { _ = try JQFilter(expression).results(for: .null, budget: .max, time: CPUTimeLimit(seconds: 0.05)) } catch let error as JQError {
                #expect(error.isLimit && error.userMessage.hasSuffix(" does too much work; narrow the expression or pipe --json output to jq"),
                        "\(error.userMessage)")
                throw error
            }
        }
    }

    @Test func longPipelinesAndListsWithinTheLimitRun() throws {
        let pipeline = Array(repeating: ".[0]", count: 60).joined(separator: " | ")
        #expect(try JQFilter(pipeline).results(for: .array([.array([])])) == [.null])
        let list = Array(repeating: "1", count: 60).joined(separator: ", ")
        #expect(try JQFilter(list).results(for: .null).count == 60)
    }

    @Test func nestingDeeperThanAnyRealFilterIsRefused() {
        let deep = String(repeating: "(", count: 10_000) + "." + String(repeating: ")", count: 10_000)
        #expect(throws: JQError.tooDeep) { try JQFilter(deep) }
        let deepStrings = String(repeating: #""\("#, count: 10_000)
        #expect(throws: JQError.tooDeep) { try JQFilter(deepStrings) }
    }

    @Test(arguments: [String(repeating: ".a", count: 2_500), String(repeating: ".[0]", count: 3_000),
                      "." + String(repeating: "[]?", count: 30_000), String(repeating: #".["a"]"#, count: 3_000)])
    func aChainOfSuffixesLongerThanAnyRealFilterIsRefusedNotACrash(_ chain: String) {
        #expect(throws: JQError.tooDeep) { try JQFilter(chain) }
    }

    @Test func aChainOfAHundredFieldsStillReadsItsValue() throws {
        let input = String(repeating: #"{"a":"#, count: 100) + #""deep""# + String(repeating: "}", count: 100)
        let chain = String(repeating: ".a", count: 100)
        #expect(try JQFilter(chain).results(for: JSONValue(json: input)) == [.string("deep")])
    }
}
