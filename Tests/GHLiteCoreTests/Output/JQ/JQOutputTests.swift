import GHLiteCore
import Testing

/// gh's rule for `--jq` results (go-gh's jq.Evaluate): a string raw, numbers and booleans as written, null as
/// an empty line, arrays and objects as compact JSON; one result a line.
@Suite(.strictDoubles) struct JQOutputTests {
    let issues: JSONValue = .array([
        .object(["number": .int(1), "title": .string("Crash on start"), "labels": .array([.object(["name": .string("bug")])])]),
        .object(["number": .int(2), "title": .string("Docs"), "labels": .array([]), "milestone": .null]),
    ])

    func output(_ expression: String, isTerminal: Bool = false) throws -> String {
        try JQFilter(expression).output(for: issues, isTerminal: isTerminal)
    }

    @Test func stringsArePrintedRawAndOtherValuesAsCompactJSON() throws {
        #expect(try output(".[].title") == "Crash on start\nDocs\n")
        #expect(try output(".[].number") == "1\n2\n")
        #expect(try output(".[1].milestone, true") == "\ntrue\n")
        #expect(try output(".[0].labels") == #"[{"name":"bug"}]"# + "\n")
        #expect(try output(".[] | {number}") == "{\"number\":1}\n{\"number\":2}\n")
    }

    @Test func tsvAndCsvRowsAreOneLineEach() throws {
        #expect(try output(".[] | [.number, .title] | @tsv") == "1\tCrash on start\n2\tDocs\n")
        #expect(try output(".[] | [.number, .title] | @csv") == "1,\"Crash on start\"\n2,\"Docs\"\n")
    }

    @Test func aRawStringOnATerminalCarriesNoEscapeSequence() throws {
        let hostile = JSONValue.array([.string("red \u{1B}[31m text\u{9B}2J")])
        let shown = try JQFilter(".[]").output(for: hostile, isTerminal: true)
        #expect(!shown.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
        #expect(try JQFilter(".[]").output(for: hostile, isTerminal: false) == "red \u{1B}[31m text\u{9B}2J\n")
    }

    @Test func selectWithLengthFiltersIssuesWithLabels() throws {
        #expect(try output(".[] | select(.labels | length > 0) | .title") == "Crash on start\n")
        #expect(try output(#"map(select(.title | test("^cr"; "i"))) | length"#) == "1\n")
        #expect(try output(#"[.[].labels[].name] | join(",")"#) == "bug\n")
    }
}
