@testable import GHLiteCore
import Testing

/// The jq 1.6 manual's examples, quoted as the manual gives them: program, input, outputs. Those marked "adapted"
/// date from gh-lite's first subset and stay beside the manual's own; `JQCorpusTests` checks many more against the
/// real jq.
@Suite(.strictDoubles) struct JQManualExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let program: String
        let input: String
        let outputs: [String]
        init(_ program: String, _ input: String, _ outputs: [String]) {
            self.program = program
            self.input = input
            self.outputs = outputs
        }
        var testDescription: String { "jq '\(program)' <<< '\(input)'" }
    }

    static let examples: [Example] = [
        // Identity
        Example(".", #""Hello, world!""#, [#""Hello, world!""#]),
        // Object identifier-index
        Example(".foo", #"{"foo": 42, "bar": "less interesting data"}"#, ["42"]),
        Example(".foo", #"{"notfoo": true, "alsonotfoo": false}"#, ["null"]),
        Example(#".["foo"]"#, #"{"foo": 42}"#, ["42"]),
        // Optional object identifier-index
        Example(".foo?", #"{"foo": 42, "bar": "less interesting data"}"#, ["42"]),
        Example(".foo?", #"{"notfoo": true, "alsonotfoo": false}"#, ["null"]),
        Example(#".["foo"]?"#, #"{"foo": 42}"#, ["42"]),
        Example("[.foo?]", "[1,2]", ["[]"]),
        // Array index
        Example(".[0]", #"[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]"#, [#"{"name":"JSON", "good":true}"#]),
        Example(".[2]", #"[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]"#, ["null"]),
        Example(".[-2]", "[1,2,3]", ["2"]),
        // Array/string slice
        Example(".[2:4]", #"["a","b","c","d","e"]"#, [#"["c", "d"]"#]),
        Example(".[2:4]", #""abcdefghi""#, [#""cd""#]),
        Example(".[:3]", #"["a","b","c","d","e"]"#, [#"["a", "b", "c"]"#]),
        Example(".[-2:]", #"["a","b","c","d","e"]"#, [#"["d", "e"]"#]),
        // Array/object value iterator
        Example(".[]", #"[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]"#,
                [#"{"name":"JSON", "good":true}"#, #"{"name":"XML", "good":false}"#]),
        Example(".[]", "[]", []),
        Example(".[]", #"{"a": 1, "b": 1}"#, ["1", "1"]),
        // Comma
        Example(".foo, .bar", #"{"foo": 42, "bar": "something else", "baz": true}"#, ["42", #""something else""#]),
        Example(".user, .projects[]", #"{"user":"stedolan", "projects": ["jq", "wikiflow"]}"#,
                [#""stedolan""#, #""jq""#, #""wikiflow""#]),
        Example(".[4,2]", #"["a","b","c","d","e"]"#, [#""e""#, #""c""#]),
        // Pipe
        Example(".[] | .name", #"[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]"#, [#""JSON""#, #""XML""#]),
        // Parenthesis
        Example("(. + 2) * 5", "1", ["15"]),
        Example("(.a, .b) | length", #"{"a": [1, 2], "b": "xyz"}"#, ["2", "3"]),
        // Array construction
        Example("[.user, .projects[]]", #"{"user":"stedolan", "projects": ["jq", "wikiflow"]}"#,
                [#"["stedolan", "jq", "wikiflow"]"#]),
        // Object construction
        Example("{user, title: .titles[]}", #"{"user":"stedolan","titles":["JQ Primer", "More JQ"]}"#,
                [#"{"user":"stedolan", "title": "JQ Primer"}"#, #"{"user":"stedolan", "title": "More JQ"}"#]),
        Example("{(.user): .titles}", #"{"user":"stedolan","titles":["JQ Primer", "More JQ"]}"#,
                [#"{"stedolan": ["JQ Primer", "More JQ"]}"#]),
        // length
        Example(".[] | length", #"[[1,2], "string", {"a":2}, null]"#, ["2", "6", "1", "0"]),
        // keys
        Example("keys", #"{"abc": 1, "abcd": 2, "Foo": 3}"#, [#"["Foo", "abc", "abcd"]"#]),
        Example("keys", "[42,3,35]", ["[0,1,2]"]),
        // map
        Example("map(.+1)", "[1,2,3]", ["[2,3,4]"]),
        Example("map(.name)", #"[{"name":"JSON"}, {"name":"XML"}]"#, [#"["JSON", "XML"]"#]),
        // select
        Example("map(select(. >= 2))", "[1,5,3,0,7]", ["[5,3,7]"]),
        Example(#".[] | select(.id == "second")"#, #"[{"id": "first", "val": 1}, {"id": "second", "val": 2}]"#,
                [#"{"id": "second", "val": 2}"#]),
        // empty
        Example("1, empty, 2", "null", ["1", "2"]),
        Example("[1,2,empty,3]", "null", ["[1,2,3]"]),
        // join (the manual's second example without its fraction 2.3)
        Example(#"join(", ")"#, #"["a","b,c,d","e"]"#, [#""a, b,c,d, e""#]),
        Example(#"join(" ")"#, #"["a",1,true,null,false]"#, [#""a 1 true  false""#]),
        // test
        Example(#"test("foo")"#, #""foo""#, ["true"]),
        Example(#".[] | test("a b c # spaces are ignored"; "ix")"#, #"["xabcd", "ABC"]"#, ["true", "true"]),
        // contains
        Example(#"contains("bar")"#, #""foobar""#, ["true"]),
        Example(#"contains(["baz", "bar"])"#, #"["foobar", "foobaz", "blarp"]"#, ["true"]),
        Example("contains({foo: 12, bar: [{barp: 12}]})", #"{"foo": 12, "bar":[1,2,{"barp":12, "blip":13}]}"#, ["true"]),
        Example("contains({foo: 12, bar: [{barp: 15}]})", #"{"foo": 12, "bar":[1,2,{"barp":12, "blip":13}]}"#, ["false"]),
        // first, last, first(f), last(f) (adapted: the manual's examples build their input with `range`)
        Example("[first, last]", "[0,1,2,3,4,5,6,7,8,9]", ["[0,9]"]),
        Example("[first(.[]), last(.[])]", "[0,1,2,3,4,5,6,7,8,9]", ["[0,9]"]),
        // ==, !=, <, <=, >, >= (the manual's first without 1.0)
        Example(".[] == 1", #"[1, "1", "banana"]"#, ["true", "false", "false"]),
        Example(". < 5", "2", ["true"]),
        // and, or, not
        Example(#"42 and "a string""#, "null", ["true"]),
        Example("(true, false) or false", "null", ["true", "false"]),
        Example("(true, true) and (true, false)", "null", ["true", "false", "true", "false"]),
        Example("[true, false | not]", "null", ["[false, true]"]),
        // Alternative operator
        Example(".foo // 42", #"{"foo": 19}"#, ["19"]),
        Example(".foo // 42", "{}", ["42"]),
        // String interpolation
        Example(#""The input was \(.), which is one less than \(.+1)""#, "42", [#""The input was 42, which is one less than 43""#]),
        Example(#""The input was \(.)""#, "42", [#""The input was 42""#]),
        // @csv, @tsv (the manual describes them without an example of its own)
        Example("@csv", #"[1, "a,\"b\"", null, true]"#, [#""1,\"a,\"\"b\"\"\",,true""#]),
        Example("@tsv", #"[1, "a\tb\\c", null, true]"#, [#""1\ta\\tb\\\\c\t\ttrue""#]),
    ]

    @Test(arguments: examples)
    func theManualsExample(_ example: Example) throws {
        let filter = try JQFilter(example.program)
        let input = try JSONValue(json: example.input)
        #expect(try filter.results(for: input) == example.outputs.map { try JQValue(parsing: $0) })
    }

    @Test func stringInterpolationWritesStringsAsTheyAreAndOtherValuesAsJSON() throws {
        let filter = try JQFilter(#""The input was \(.n), \(.s) and \(.a)""#)
        let input = try JSONValue(json: #"{"n": 42, "s": "text", "a": [1, "x"]}"#)
        #expect(try filter.results(for: input) == [.string(#"The input was 42, text and [1,"x"]"#)])
    }
}
