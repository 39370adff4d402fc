@testable import GHLiteCore
import Testing

/// However cheaply a template's steps are counted, its run stops after its CPU time; a hostile number where a width is
/// read is Go's `%!(BADWIDTH)`, not a crash.
@Suite(.strictDoubles) struct GoTemplateTimeLimitTests {
    /// 30 issues branch 30 × 29 × 28 ... ways: 30! calls, 60 levels deep.
    @Test func aRunStopsAfterItsCPUTimeWhateverItsSteps() throws {
        let factorial = #"{{define "r"}}{{range .}}{{template "r" (slice $ 1)}}{{end}}{{end}}{{template "r" .}}"#
        let issues = try JSONValue(json: "[" + (1...30).map(String.init).joined(separator: ",") + "]")
        let destination = ExportDestination(isTerminal: false, width: 80, style: TerminalStyle(enabled: false), now: { templateNow })
        #expect(throws: GoTemplateError.self) {
            do {
                _ = try GoTemplate(factorial).render(issues, to: destination, budget: .max, memory: GoTemplate.defaultMemory,
                                                     time: CPUTimeLimit(seconds: 0.05))
            } catch let error as GoTemplateError {
                #expect(error.userMessage.hasSuffix("the template does too much work for gh-lite; simplify it, or pipe the --json output to another tool"),
                        "\(error.userMessage)")
                throw error
            }
        }
    }

    @Test func aWidthPastAnyNumberIsBadWidth() throws {
        #expect(try renderTemplate(#"{{printf "%*d|%-*d" -9223372036854775808 1 9223372036854775807 2}}"#)
            == "%!(BADWIDTH)1|%!(BADWIDTH)2")
    }
}

extension GoTemplateTimeLimitTests {
    /// Rows wait for `tablerender` or the end: each is charged when added, so rows added in a loop stop at the cap.
    @Test func tableRowsAreChargedWhenAdded() {
        let json = "[" + Array(repeating: "1", count: 200).joined(separator: ",") + "]"
        #expect(throws: GoTemplateError.self) {
            do { _ = try renderTemplate(#"{{range $}}{{range $}}{{tablerow "x"}}{{end}}{{end}}"#, json, memory: 1 << 20) } catch let error as GoTemplateError {
                #expect(error.userMessage.contains("builds more than 1 MB of text"), "\(error.userMessage)")
                throw error
            }
        }
    }
}
