@testable import GHLiteCore
import Testing

/// Each construct of Go's text/template gives what Go gives on the same JSON.
@Suite(.strictDoubles) struct GoTemplateLanguageTests {
    static let cases: [(template: String, expected: String)] = [
        ("plain text", "plain text"),
        ("{{(index . 0).title}}", "Crash on start"),
        ("{{range .}}{{.number}} {{.author.login}}\n{{end}}", "3 octocat\n12 hubot\n"),
        ("{{range $i, $issue := .}}{{$i}}:{{$issue.number}} {{end}}", "0:3 1:12 "),
        ("{{range $issue := .}}{{$issue.title}};{{end}}", "Crash on start;Docs: ünïcödé ✓;"),
        ("{{range (index . 1).labels}}{{.name}}{{else}}no labels{{end}}", "no labels"),
        ("{{range .}}{{if .labels}}labelled{{else if eq .number 12}}twelve{{else}}other{{end}} {{end}}", "labelled twelve "),
        ("{{range .}}{{with .milestone}}{{.title}}{{else}}none{{end}} {{end}}", "none v1 "),
        ("{{$first := index . 0}}{{$first.number}} {{$first = index . 1}}{{$first.number}}", "3 12"),
        ("{{range .}}{{$}}{{break}}{{end}}", "[map[author:map[login:octocat] createdAt:2024-06-01T12:00:00Z labels:[map[name:bug] map[name:p1]] milestone:<nil> number:3 title:Crash on start] map[author:map[login:hubot] createdAt:2024-05-30T12:00:00Z labels:[] milestone:map[title:v1] number:12 title:Docs: ünïcödé ✓]]"),
        ("{{range .}}{{if eq .number 3}}{{continue}}{{end}}{{.number}}{{end}}", "12"),
        ("a  {{- 1 -}}  b\n {{- 2}}", "a1b2"),
        ("{{/* a comment */}}x{{- /* trimmed */ -}} y", "xy"),
        (#"{{"quoted\t\"s\""}} {{`raw\n`}} {{'a'}} {{1.5}} {{0x1F}} {{-3}} {{true}} {{print nil}}"#, "quoted\t\"s\" raw\\n 97 1.5 31 -3 true <nil>"),
        ("{{(index . 0).missing}}", "<no value>"),
        ("{{(index . 0).milestone}}", "<no value>"),
        // A key the object lacks is no value, and so is every field after it; a null member stops with an error.
        ("{{(index . 0).author.name.first}}|{{(index . 0).missing.title}}", "<no value>|<no value>"),
        ("{{len .}} {{len (index . 0).title}} {{len (index . 0).labels}}", "2 14 2"),
        ("{{index . 0 \"labels\" 1 \"name\"}}", "p1"),
        ("{{slice \"abcdef\" 1 3}} {{len (slice . 1)}}", "bc 1"),
        ("{{and 1 0 2}} {{and 1 2}} {{or 0 \"\" 3}} {{or 0 false}} {{not 0}}", "0 2 3 false true"),
        ("{{eq 1 2 3 1}} {{ne \"a\" \"b\"}} {{lt 1 2}} {{le 2 2}} {{gt \"b\" \"a\"}} {{ge 1 2}} {{eq nil nil}}", "true true true true true false true"),
        ("{{print 1 2 \"a\" \"b\" 3}}|{{println \"x\" 1}}|", "1 2ab3|x 1\n|"),
        (#"{{js "a\u001f"}}"#, #"a\u001F"#),
        (#"{{html "<a href='x'>&</a>"}} {{urlquery "a b&c=d/é"}} {{js "it's <b>"}}"#,
         "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt; a+b%26c%3Dd%2F%C3%A9 it\\'s \\u003Cb\\u003E"),
        ("{{.| len | printf \"%d issues\"}}", "2 issues"),
        ("{{define \"row\"}}#{{.number}} {{.title}}\n{{end}}{{range .}}{{template \"row\" .}}{{end}}",
         "#3 Crash on start\n#12 Docs: ünïcödé ✓\n"),
        ("{{block \"name\" index . 1}}{{.author.login}}{{end}}!", "hubot!"),
        ("{{with $n := len .}}{{$n}} {{.}}{{end}}", "2 2"),
        ("{{range .}}{{.number}}{{end -}}\n\n", "312"),
    ]

    @Test(arguments: cases) func construct(_ example: (template: String, expected: String)) throws {
        #expect(try renderTemplate(example.template) == example.expected)
    }

    static let printfCases: [(format: String, expected: String)] = [
        (#"{{printf "%s|%5s|%-5s|%.2s" "ab" "ab" "ab" "abc"}}"#, "ab|   ab|ab   |ab"),
        (#"{{printf "%d|%5d|%-5d|%05d|%+d|%x|%X|%o|%b" 42 42 42 -42 42 255 255 8 5}}"#, "42|   42|42   |-0042|+42|ff|FF|10|101"),
        (#"{{printf "%.2f|%8.3f|%e|%g|%v" 3.14159 2.5 1234.5 0.5 1.25}}"#, "3.14|   2.500|1.234500e+03|0.5|1.25"),
        (#"{{printf "%q|%v|%t|%c|%U|%%" "a\"b\n" true false 65 65}}"#, "\"a\\\"b\\n\"|true|false|A|U+0041|%"),
        (#"{{printf "%v %v" (index . 0).labels (index . 1).milestone}}"#, "[map[name:bug] map[name:p1]] map[title:v1]"),
        (#"{{printf "%d" "text"}}|{{printf "%s %s" "one"}}|{{printf "%s" "a" "b"}}|{{printf "%z" 1}}"#,
         "%!d(string=text)|one %!s(MISSING)|a%!(EXTRA string=b)|%!z(float64=1)"),
        (#"{{printf "%*d|%-*d|" 4 7 3 7}}"#, "   7|7  |"),
        (#"{{printf "%E|%.3G|%F|%.0f|%+.1e|%08.3f|%-8.1f|" 1234.5 0.000012345 2.5 2.5 -0.25 -3.14159 2.26}}"#,
         "1.234500E+03|1.23E-05|2.500000|2|-2.5e-01|-003.142|2.3     |"),
        (#"{{printf "%.40f" 0.1}}"#, "0.1000000000000000055511151231257827021182"),
        (#"{{printf "%x|%X|%q" "hé" "hé" "a\u0001\u200e"}}"#, #"68c3a9|68C3A9|"a\x01\u200e""#),
    ]

    @Test(arguments: printfCases) func printf(_ example: (format: String, expected: String)) throws {
        #expect(try renderTemplate(example.format) == example.expected)
    }
}
