@testable import GHLiteCore
import Testing

/// Mistakes are one-line errors placed as Go places them; nothing a template does runs away.
@Suite(.strictDoubles) struct GoTemplateErrorTests {
    static let parseErrors: [(template: String, message: String)] = [
        ("{{foo .}}", #"template: :1: unsupported function "foo""#),
        ("{{call .}}", #"template: :1: unsupported function "call""#),
        ("a\n{{range .}}", "template: :2: unexpected EOF"),
        ("{{end}}", "template: :1: unexpected {{end}}"),
        ("{{if}}x{{end}}", "template: :1: missing value for if"),
        ("{{.title", "template: :1: unclosed action"),
        ("{{$x}}", #"template: :1: undefined variable "$x""#),
        ("{{break}}", "template: :1: {{break}} outside {{range}}"),
        ("{{/* open", "template: :1: unclosed comment"),
        (#"{{"open}}"#, "template: :1: unterminated quoted string"),
        ("{{. | 3}}", "template: :1: non executable command in pipeline stage 2"),
        ("{{(.a}}", "template: :1: unclosed left paren"),
        ("{{3x}}", #"template: :1: bad number syntax: "3x""#),
        ("{{#}}", ##"template: :1: unrecognized character in action: "#""##),
    ]

    @Test(arguments: parseErrors) func parseError(_ example: (template: String, message: String)) {
        #expect(templateError(example.template) == example.message)
        #expect(throws: GoTemplateError.self) { try GoTemplate(example.template) }
    }

    static let executionErrors: [(template: String, message: String)] = [
        ("{{range .}}{{.milestone.title}}{{end}}", #"template: :1:23: executing "" at <.milestone.title>: nil pointer evaluating interface {}.title"#),
        ("{{.title}}", #"template: :1:2: executing "" at <.title>: can't evaluate field title in type []interface {}"#),
        (#"{{printf "%s" (index . 1).milestone.title.first}}"#,
         #"template: :1:25: executing "" at <(index . 1).milestone.title.first>: can't evaluate field first in type string"#),
        ("{{$x := index . 0}}{{$x.number.a}}", #"template: :1:23: executing "" at <$x.number.a>: can't evaluate field a in type float64"#),
        ("{{index . 5}}", #"template: :1:2: executing "" at <index . 5>: error calling index: index out of range: 5"#),
        ("{{range 3}}{{end}}", #"template: :1:8: executing "" at <3>: range can't iterate over 3"#),
        ("{{lt 1 \"a\"}}", #"template: :1:2: executing "" at <lt 1 "a">: error calling lt: incompatible types for comparison"#),
        ("{{template \"missing\"}}", #"template: :1:2: executing "" at <template "missing">: no such template "missing""#),
        ("{{join \",\" 3}}", #"template: :1:2: executing "" at <join "," 3>: error calling join: wrong type for value; expected []interface {}; got float64"#),
    ]

    @Test(arguments: executionErrors) func executionError(_ example: (template: String, message: String)) {
        #expect(templateError(example.template) == example.message)
    }

    @Test func recursionThroughDefinitionsStopsAtTheDepthLimit() {
        #expect(templateError(#"{{define "loop"}}{{template "loop" .}}{{end}}{{template "loop" .}}"#)?
                    .hasSuffix("exceeded maximum template depth (200)") == true)
        // Deep bodies count too: 90 `if`s a call would otherwise nest 18,000 deep at 200 calls.
        let ifs = String(repeating: "{{if 1}}", count: 90), ends = String(repeating: "{{end}}", count: 90)
        #expect(templateError(#"{{define "deep"}}"# + ifs + #"{{template "deep" .}}"# + ends + #"{{end}}{{template "deep" .}}"#)?
                    .hasSuffix("exceeded maximum template depth (200)") == true)
    }

    @Test func nestedRangesStopAtTheWorkBudget() {
        let json = "[" + Array(repeating: "1", count: 100).joined(separator: ",") + "]"
        #expect(throws: GoTemplateError.self) {
            try renderTemplate("{{range $}}{{range $}}{{range $}}{{range $}}{{end}}{{end}}{{end}}{{end}}", json, budget: 1_000_000)
        }
        #expect(throws: Never.self) { try renderTemplate("{{range $}}{{range $}}{{end}}{{end}}", json, budget: 1_000_000) }
    }

    @Test func doublingAStringStopsAtTheMemoryCap() {
        let json = "[" + Array(repeating: "1", count: 64).joined(separator: ",") + "]"
        let doubling = #"{{$s := "0123456789abcdef"}}{{range .}}{{$s = printf "%s%s" $s $s}}{{end}}{{len $s}}"#
        #expect(templateError(doubling, json)?.contains("builds more than 1 MB of text") == true
                || (try? renderTemplate(doubling, json, memory: 1 << 20)) == nil)
        #expect(throws: GoTemplateError.self) { try renderTemplate(doubling, json, memory: 1 << 20) }
    }

    @Test func deepNestingIsRefusedWhenParsed() {
        let deep = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        #expect(templateError("{{" + deep + "}}")?.contains("nesting deeper than 100 levels") == true)
    }
}
