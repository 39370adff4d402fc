import Foundation
import GHLiteCore
import Testing

/// `$ENV`, `env` and `now` read what the command was given (its environment variables and its clock), as gh's
/// gojq reads the process's.
@Suite(.strictDoubles) struct JQEnvironmentAndClockTests {
    static let fixedClock: @Sendable () throws -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }

    func export(_ expression: String, variables: [String: String] = [:],
                now: @escaping () throws -> Date = fixedClock) throws -> String {
        var selection = try JSONFieldSelection("number", available: ["number"])
        selection.filter = try JQFilter(expression)
        let destination = ExportDestination(isTerminal: false, width: nil, style: TerminalStyle(enabled: false), now: now, variables: variables)
        return try selection.export(.object(["number": .int(1)]), to: destination)
    }

    @Test func nowReadsTheCommandsClock() throws {
        #expect(try export("now") == "1700000000\n")
        #expect(try export("now | todate") == "2023-11-14T22:13:20Z\n")
        #expect(try export("now - 3600 | strftime(\"%H:%M\")") == "21:13\n")
    }

    @Test func envAndDollarENVAreTheCommandsEnvironmentVariables() throws {
        let variables = ["GH_LITE_PROJECT": "octo", "HOME": "/home/mona"]
        #expect(try export("$ENV.GH_LITE_PROJECT, env.HOME", variables: variables) == "octo\n/home/mona\n")
        #expect(try export("$ENV | keys | join(\",\")", variables: variables) == "GH_LITE_PROJECT,HOME\n")
        #expect(try export("$ENV.UNSET", variables: variables) == "\n")
    }

    @Test func aClockThatCannotBeReadIsAOneLineJQError() throws {
        struct Stopped: Error {}
        let error = try #require(throws: JQError.self) { try export("now", now: { throw Stopped() }) }
        #expect(error.userMessage == "--jq: now: cannot read the clock (Stopped())")
        // A program that never calls `now` never reads the clock.
        #expect(try export(".number", now: { throw Stopped() }) == "1\n")
    }
}
