@testable import GHLiteCore
import Testing

/// Work that grows with the size of the values, not with the steps taken, is charged to the work budget: each
/// construct here takes a few steps over large values and stops naming itself within a budget those steps alone
/// never reach (memory is left at its cap, so only the work can stop it).
@Suite(.strictDoubles) struct JQWorkBudgetTests {
    static let budget = 20_000
    /// 400,000 characters: 25,000 steps to read at 16 characters a step.
    static let long = JSONValue.string(String(repeating: "a", count: 400_000))
    /// 2,000 titles of 160 characters: 22,001 steps to read.
    static let titles = JSONValue.array(Array(repeating: .string(String(repeating: "t", count: 160)), count: 2_000))
    /// The same titles as an object's members.
    static let members = JSONValue.object(Dictionary(uniqueKeysWithValues: (0..<2_000).map {
        ("key \($0)", JSONValue.string(String(repeating: "t", count: 160)))
    }))

    func run(_ expression: String, _ input: JSONValue) throws -> [JQValue] {
        try JQFilter(expression).results(for: input, budget: Self.budget)
    }

    @Test(arguments: [
        (". == .", long, "the comparison `==`"), (". < .", titles, "the comparison `<`"),
        ("tostring", titles, "`tostring`"), ("tojson", titles, "`tojson`"), ("tojson", long, "`tojson`"),
        (#"contains(["x"])"#, titles, "`contains`"), (#"contains("x")"#, long, "`contains`"),
        ("@csv", .array([long]), "`@csv`"), ("@tsv", .array([long]), "`@tsv`"), ("@sh", long, "`@sh`"),
        ("@base64", long, "`@base64`"), ("@uri", long, "`@uri`"), ("@html", long, "`@html`"), ("@json", long, "`@json`"),
        (". * 1", long, "the operator `*`"), (". * .", members, "the operator `*`"),
    ])
    func workThatGrowsWithTheValuesIsCharged(expression: String, input: JSONValue, construct: String) {
        #expect(throws: JQError.tooMuchWork(construct)) { try run(expression, input) }
    }

    /// They used to run free: a loop over a long title took minutes and gigabytes.
    @Test(arguments: [
        ("ascii_downcase", "`ascii_downcase`"), ("ascii_upcase", "`ascii_upcase`"), (#"ltrimstr("a")"#, "`ltrimstr`"),
        (#"rtrimstr("a")"#, "`rtrimstr`"), ("length", "`length`"), (". as $s | startswith($s)", "`startswith`"),
        (". as $s | endswith($s)", "`endswith`"), (". as $s | ltrimstr($s)", "`ltrimstr`"),
    ])
    func stringBuiltinsAreChargedForTheTextTheyRead(expression: String, construct: String) {
        #expect(throws: JQError.tooMuchWork(construct)) { try run(expression, Self.long) }
    }

    @Test func theStringBuiltinsStillAnswerWithinTheBudget() throws {
        let title = JSONValue.string("Crash On Start")
        #expect(try run(#"ascii_downcase, ascii_upcase, ltrimstr("Crash "), rtrimstr(" Start"), length"#, title)
            == [.string("crash on start"), .string("CRASH ON START"), .string("On Start"), .string("Crash On"), .int(14)])
        #expect(try run(#"startswith("Crash"), endswith("Start"), ltrimstr(1)"#, title)
            == [.bool(true), .bool(true), .string("Crash On Start")])
    }

    /// Every state the matcher visits is a step of `match`, whichever builtin of jq's runs it.
    @Test(arguments: [#"match("x")"#, #"[match("x"; "g")]"#, #"capture("(?<a>x)")"#, #"[scan("x")]"#,
                      #"sub("x"; "y")"#, #"gsub("x"; "y")"#, #"[splits("x")]"#, #"split("x"; null)"#])
    func everyRegexBuiltinIsChargedForItsSteps(expression: String) {
        #expect(throws: JQError.tooMuchWork("`match`")) { try run(expression, Self.long) }
    }

    /// Searches that look at every place for every element wanted: `.[[...]]`, `contains` of arrays.
    @Test func searchingAnArrayForAnArrayIsChargedEveryPlaceTried() {
        let nulls = JSONValue.array(Array(repeating: .null, count: 40_000))
        #expect(throws: JQError.tooMuchWork("the index `.[...]`")) {
            try JQFilter(". as $all | .[$all]").results(for: nulls, budget: 100_000)
        }
        #expect(throws: JQError.tooMuchWork("`contains`")) {
            try JQFilter(". as $all | contains($all)").results(for: nulls, budget: 100_000)
        }
    }

    /// A sort compares each key about log2(count) times, reading it through when keys share a long prefix.
    @Test func sortingIsChargedForTheSizeOfItsKeys() {
        let copies = JSONValue.array(Array(repeating: Self.long, count: 100))
        #expect(throws: JQError.tooMuchWork("`sort_by`")) { try run("sort", copies) }
        #expect(throws: JQError.tooMuchWork("`unique_by`")) { try run("unique", copies) }
        #expect(throws: JQError.tooMuchWork("`group_by`")) { try run("group_by(.)", copies) }
    }

    /// jq searches strings in UTF-8 bytes: an accent combined with its letter still contains the letter, and a
    /// hostile text repeating the start of what is sought is searched in time linear in both.
    @Test func stringsAreSearchedInBytesInLinearTime() throws {
        #expect(try run(#"contains("e"), split("e"), (. / "\u0301")"#, .string("ae\u{301}b"))
            == [.bool(true), .array([.string("a"), .string("\u{301}b")]), .array([.string("ae"), .string("b")])])
        let hostile = JSONValue.object(["text": .string(String(repeating: "a", count: 200_000)),
                                        "sought": .string(String(repeating: "a", count: 100_000) + "b")])
        #expect(try JQFilter(".sought as $s | .text | contains($s), (split($s) | length), ([.] | inside([$s]))")
            .results(for: hostile) == [.bool(false), .int(1), .bool(false)])
        #expect(try run(#"split("ab")"#, .string("xabyabab")) == [.array(["x", "y", "", ""].map(JQValue.string))])
    }

    @Test func reversingAnArrayIsChargedItsCopy() {
        let many = JSONValue.array(Array(repeating: .null, count: 40_000))
        #expect(throws: JQError.tooMuchMemory("`reverse`", limit: 1 << 20)) {
            try JQFilter("reverse").results(for: many, memory: 1 << 20)
        }
    }
}
