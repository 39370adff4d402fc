@testable import GHLiteCore
import Testing

/// Every value `--jq` builds is charged its size against a fixed memory cap (256 MB; 1 MB here), whatever the
/// program: the error names the construct that ran out, and nothing past the cap is built first.
@Suite(.strictDoubles) struct JQMemoryBudgetTests {
    static let megabyte = 1 << 20
    static let long = JSONValue.string(String(repeating: "a", count: 600_000))

    func results(_ expression: String, _ input: JSONValue) throws -> [JQValue] {
        try JQFilter(expression).results(for: input, memory: Self.megabyte)
    }

    @Test func aLongStringCopiedIsChargedForItsLength() throws {
        #expect(try results(#""\(.)""#, Self.long).count == 1)
        #expect(throws: JQError.tooMuchMemory(#"the string interpolation `"\(...)"`"#, limit: Self.megabyte)) {
            try results(#""\(.)\(.)""#, Self.long)
        }
    }

    @Test func aFivePartInterpolationOverManyTitlesStopsAtTheCap() throws {
        let titles = JSONValue.array((1...18).map { .string("Issue title number \($0)") })
        let fivePart = #""\(.[])\(.[])\(.[])\(.[])\(.[])""#
        #expect(throws: JQError.tooMuchMemory(#"the string interpolation `"\(...)"`"#, limit: Self.megabyte)) {
            try results(fivePart, titles)
        }
        #expect(try results(#""\(.[]) \(.[])""#, titles).count == 18 * 18)
    }

    @Test(arguments: [
        (#"join(",")"#, JSONValue.array([long, long]), "`join`"),
        ("@csv", .array([long, long]), "`@csv`"),
        ("@tsv", .array([long, long]), "`@tsv`"),
        (".[1:]", .array(Array(repeating: .null, count: 40_000)), "the slice `.[a:b]`"),
        ("{a: .[], b: .[]}", .array(Array(repeating: .int(1), count: 200)), "the object `{...}`"),
        ("[.[], .[]]", .array(Array(repeating: .int(1), count: 20_000)), "the array `[...]`"),
        ("map(.)", .array(Array(repeating: .int(1), count: 40_000)), "the array `[...]`"),
        ("[range(100000)]", .null, "the array `[...]`"),
        (#"[.[] | . * 1000]"#, .array([.string(String(repeating: "a", count: 2_000))]), "the operator `*`"),
        ("keys", .array(Array(repeating: .int(1), count: 40_000)), "`keys`"),
    ])
    func eachBuiltValueIsCharged(expression: String, input: JSONValue, construct: String) {
        #expect(throws: JQError.tooMuchMemory(construct, limit: Self.megabyte)) { try results(expression, input) }
    }

    @Test func thePrintedTextIsCharged() throws {
        #expect(throws: JQError.tooMuchMemory("the output", limit: Self.megabyte)) {
            try JQFilter(".,.").output(for: Self.long, isTerminal: false, memory: Self.megabyte)
        }
        #expect(try JQFilter(".").output(for: Self.long, isTerminal: false, memory: Self.megabyte).utf8.count == 600_001)
    }
}
