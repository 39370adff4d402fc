@testable import GHLiteCore
import Testing

/// Where gh's gojq and jq 1.6 (the real jq `JQCorpusTests` compares with) disagree, gh-lite gives what gh gives:
/// these programs are left out of the comparison and checked against gojq's outputs here, each with why.
@Suite(.strictDoubles) struct JQGojqDifferenceTests {
    struct Difference: CustomTestStringConvertible, Sendable {
        let program: String
        let input: String
        /// gojq's outputs as compact JSON, or nil for an error.
        let outputs: [String]?
        let why: String
        init(_ program: String, input: String = "null", _ outputs: [String]?, why: String) {
            self.program = program
            self.input = input
            self.outputs = outputs
            self.why = why
        }
        var testDescription: String { "gojq '\(program)' <<< '\(input)' (\(why))" }
    }

    static let differences: [Difference] = [
        Difference(#"{"b": 1, "a": 2} | keys_unsorted"#, [#"["a","b"]"#], why: "gojq's objects keep no order: keys come sorted"),
        Difference(#"{"b": 1, "a": 2} | [.[]]"#, ["[2,1]"], why: "gojq iterates an object's values in key order"),
        Difference(#"{"b": 1, "a": 2} | to_entries | map(.key)"#, [#"["a","b"]"#], why: "to_entries is keys-ordered in gojq"),
        Difference(#"{"b": {"d": 1, "c": 2}} | [paths]"#, [#"[["b"],["b","c"],["b","d"]]"#], why: "paths follow key order"),
        Difference(#""aaa" | gsub("^a"; "")"#, [#""aa""#], why: "jq 1.6 matches ^ again after each replacement"),
        Difference(#""abc" | gsub(""; "-")"#, [#""-a-b-c-""#], why: "jq 1.6 loops forever on an empty match"),
        Difference(#""abAB" | [scan("[a-z]"; "i")]"#, [#"["a","b","A","B"]"#], why: "scan/2 is gojq's (jq 1.7's), not jq 1.6's"),
        Difference(#"if . then "yes" end"#, input: "false", ["false"], why: "if without else is gojq's (jq 1.7's), a syntax error in jq 1.6"),
        Difference("[limit(0; 1, 2)]", ["[]"], why: "jq 1.6 gives every output for a count of 0"),
        Difference("[limit(-1; 1, 2)]", nil, why: "gojq refuses a negative count"),
        Difference("[nth(5; 1, 2, 3)]", ["[]"], why: "gojq gives nothing past the last output; jq 1.6 the last output"),
        Difference("0.00001, 1e-7, 1e21, 12e300", ["0.00001", "1e-7", "1e+21", "1.2e+301"], why: "gojq writes numbers as Go (and JavaScript) do; jq 1.6 as C's %.17g"),
        Difference(#""é, b, c" | indices(", ")"#, ["[1,4]"], why: "jq 1.6 counts bytes, gojq code points"),
        Difference(#""!*'() é" | @uri"#, [#""%21%2A%27%28%29%20%C3%A9""#], why: "jq 1.6 keeps !*'() unescaped"),
        Difference(#"[1, [2]] | join(",")"#, nil, why: "gojq refuses to join arrays and objects; jq 1.6 writes them as JSON"),
        Difference(#"[{"k": "a", "v": 1}] | from_entries"#, nil, why: "gojq reads key/Key/name/Name only, and a null key is an error"),
        Difference(#"{"a": "xy", "b": [1]} | .[] |= length?"#, [#"{"a":2,"b":1}"#], why: "jq 1.6 drops every member when the update has `?`"),
        Difference(#""foo" | [match("(o)?(x)?")] | .[0].captures | map(.string)"#, ["[null,null]"],
                   why: "jq 1.6 gives no captures for an empty match; gojq each group, unmatched"),
        Difference(#"[1, 2, 3] | .[] |= empty"#, ["[2]"], why: "gojq deletes the path when the update is empty; jq 1.6 misbehaves"),
    ]

    @Test(arguments: differences)
    func givesWhatGojqGives(_ difference: Difference) throws {
        let filter = try JQFilter(difference.program)
        guard let outputs = difference.outputs else {
            #expect(throws: JQError.self) { try filter.results(for: JSONValue(json: difference.input)) }
            return
        }
        #expect(try filter.results(for: JSONValue(json: difference.input)).map { $0.serialized() } == outputs)
    }
}
