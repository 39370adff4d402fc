import Foundation
import Testing

/// What a hostile answer or a runaway program does to the built binary: one line and exit 1, never a crash
/// (`todate` on `1e19` was SIGILL), and a program that never ends stops on its own.
@Suite struct JQRunawayBinaryTests {
    @Test func todateOnAHostileResetTimeIsOneLineNotACrash() async throws {
        let scenario = try FaultScenario()
        try scenario.fault(#"{"method": "GET", "path": "^/rate_limit$", "status": 200, "body": "{\"rate\": {\"reset\": 1e19}}"}"#)
        let result = try await scenario.run(["api", "rate_limit", "--jq", ".rate.reset | todate"])
        #expect(result.status == 1)
        #expect(result.stderr == "error converting number of seconds since epoch to datetime\n")
        #expect(result.stdout.isEmpty)
        #expect(try scenario.sent() == ["GET /rate_limit"])
    }

    @Test func aJqProgramThatNeverEndsStopsWithOneLine() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "-L", "5", "--json", "title",
                                             "--jq", #". as $issues | last(range(1e15) | $issues[0].title | ascii_downcase)"#])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("--jq: ") && result.stderr.hasSuffix(" does too much work; narrow the expression or pipe --json output to jq\n"),
                "\(result.stderr)")
        #expect(!result.stderr.dropLast().contains("\n"))
        #expect(result.stdout.isEmpty)
    }

    /// 30 issues branch 30 × 29 × 28 ... ways: 30! template calls.
    @Test func aTemplateThatNeverEndsStopsWithOneLine() async throws {
        let scenario = try FaultScenario()
        let factorial = #"{{define "r"}}{{range .}}{{template "r" (slice $ 1)}}{{end}}{{end}}{{template "r" .}}"#
        let result = try await scenario.run(["issue", "list", "-R", "octocat/Hello-World", "-L", "30", "--json", "number",
                                             "--template", factorial])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("the template does too much work for gh-lite; simplify it, or pipe the --json output to another tool\n"),
                "\(result.stderr)")
        #expect(!result.stderr.dropLast().contains("\n"))
        #expect(result.stdout.isEmpty)
    }
}
