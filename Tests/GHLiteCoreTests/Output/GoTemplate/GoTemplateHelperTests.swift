import Foundation
@testable import GHLiteCore
import Testing

/// gh's helpers, as go-gh's `pkg/template` defines them.
@Suite(.strictDoubles) struct GoTemplateHelperTests {
    @Test func joinAndPluckCollectAField() throws {
        #expect(try renderTemplate(#"{{range .}}{{join ", " (pluck "name" .labels)}};{{end}}"#) == "bug, p1;;")
        #expect(try renderTemplate(#"{{pluck "number" . | join "+"}}"#) == "3+12")
    }

    @Test func aNumberInACellIsWholeOrHasTwoDecimalsAsGhPrintsIt() throws {
        #expect(try renderTemplate(#"{{color "red" 1.5}} {{color "red" 2.0}} {{color "red" 0.125}} {{color "red" 1e20}}"#)
                == "1.50 2 0.12 100000000000000000000.00")
    }

    @Test func truncateCutsToTheWidthWithDots() throws {
        #expect(try renderTemplate(#"{{truncate 10 "Crash on start"}}|{{truncate 20 "short"}}|{{truncate 4 "abcdef"}}|{{truncate 5 .x}}"#,
                                   #"{"x": null}"#) == "Crash o...|short|abcd|")
        #expect(templateError("{{truncate 3 1}}", "{}") == #"template: :1:2: executing "" at <truncate 3 1>: error calling truncate: invalid value; expected string, got float64"#)
    }

    @Test func timeagoCountsFromTheInjectedClock() throws {
        #expect(try renderTemplate("{{range .}}{{timeago .createdAt}};{{end}}") == "30 minutes ago;2 days ago;")
        #expect(try renderTemplate(#"{{timeago "2024-06-01T12:29:30Z"}}|{{timeago "2023-01-01T00:00:00Z"}}|{{timeago "2024-03-01T00:00:00Z"}}"#)
                == "just now|1 year ago|3 months ago")
    }

    @Test func timefmtUsesGoLayouts() throws {
        let formats: [(String, String)] = [
            ("2006-01-02", "2024-06-01"), ("Jan 2, 2006 at 3:04pm (MST)", "Jun 1, 2024 at 12:00pm (UTC)"),
            ("Monday, 02-Jan-06 15:04:05 -0700", "Saturday, 01-Jun-24 12:00:00 +0000"), ("_2 January 2006 Z07:00", " 1 June 2024 Z"),
            ("15:04:05.000 PM 002", "12:00:00.000 PM 153"),
        ]
        for (layout, expected) in formats {
            #expect(try renderTemplate("{{timefmt \(layout.debugDescription) (index . 0).createdAt}}") == expected)
        }
        #expect(try renderTemplate(#"{{timefmt "__2|002|.000000|.999|,999" "2024-01-05T10:00:00.25Z"}}"#) == "  5|005|.250000|.25|,25")
        #expect(templateError(#"{{timefmt "2006" "yesterday"}}"#)?.contains(#"parsing time "yesterday""#) == true)
    }

    @Test func colorAndAutocolorColourOnlyWhereColourIsOnAsGh223Does() throws {
        let template = #"{{color "green+b" "ok"}} {{color "white+h:blue" 7}} {{color "208" "x"}} {{autocolor "red" "no"}}"#
        #expect(try renderTemplate(template, terminal: true, colors: true) == "\u{1B}[0;1;32mok\u{1B}[0m \u{1B}[0;97;44m7\u{1B}[0m \u{1B}[0;38;5;208mx\u{1B}[0m \u{1B}[0;31mno\u{1B}[0m")
        // Piped, or with NO_COLOR: `gh api --template '{{color "red" .name}}' | od -c` shows the bare text.
        #expect(try renderTemplate(template, colors: false) == "ok 7 x no")
        #expect(templateError(#"{{color "grene" "x"}}"#)?.contains(#"unknown color "grene""#) == true)
    }

    @Test func hyperlinkIsAnOSC8LinkWhereverTheOutputGoesAsGh223Makes() throws {
        let template = #"{{hyperlink "https://example.com/1" "one"}} {{hyperlink "https://example.com/2" ""}}"#
        let link = "\u{1B}]8;;https://example.com/1\u{1B}\\one\u{1B}]8;;\u{1B}\\ \u{1B}]8;;https://example.com/2\u{1B}\\https://example.com/2\u{1B}]8;;\u{1B}\\"
        #expect(try renderTemplate(template, terminal: true, colors: true) == link)
        #expect(try renderTemplate(template) == link)
    }

    @Test func tablerowAlignsColumnsAtTablerenderOrAtTheEnd() throws {
        let template = #"{{tablerow "NUMBER" "TITLE"}}{{range .}}{{tablerow .number .title}}{{end}}{{tablerender}}--{{"\n"}}{{tablerow "a" "b"}}"#
        #expect(try renderTemplate(template) == "NUMBER  TITLE\n3       Crash on start\n12      Docs: ünïcödé ✓\n--\na  b\n")
    }

    @Test func tableColumnsShareTheWidthAndCellsKeepTheirFirstLine() throws {
        let json = #"[{"a": "short", "b": "a long title that cannot fit in twenty columns", "c": "x\ny"}]"#
        #expect(try renderTemplate("{{range .}}{{tablerow .a .b .c}}{{end}}", json, width: 30) == "short  a long title t...  x...\n")
    }

    @Test func colouredCellsAlignByTheirVisibleText() throws {
        let output = try renderTemplate(##"{{range .}}{{tablerow (printf "#%v" .number | autocolor "green") .title}}{{end}}"##, colors: true)
        #expect(output == "\u{1B}[0;32m#3\u{1B}[0m   Crash on start\n\u{1B}[0;32m#12\u{1B}[0m  Docs: ünïcödé ✓\n")
    }

    @Test func textFromGitHubCannotSendEscapesToATerminal() throws {
        let json = #"[{"title": "evil\u001b]0;owned\u0007\u001b[2J title", "login": "x\u001b[31m"}]"#
        let template = #"{{range .}}{{.title}}|{{color "red" .title}}|{{printf "%s" .login | autocolor "blue"}}|{{tablerow .title}}{{end}}"#
        let output = try renderTemplate(template, json, terminal: true, colors: true)
        let escapes = output.unicodeScalars.filter { $0 == "\u{1B}" }.count
        // Only gh-lite's own: a start and a reset for each of the two colours.
        #expect(escapes == 4)
        #expect(output.contains("evil^[]0;owned^G^[[2J title|\u{1B}[0;31mevil^[]0;owned^G^[[2J title\u{1B}[0m|"))
    }
}
