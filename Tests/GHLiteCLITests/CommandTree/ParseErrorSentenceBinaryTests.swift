import Testing

/// An error found while reading the command line, before anything runs, prints its sentence as one run would.
@Suite struct ParseErrorSentenceBinaryTests {
    @Test func aQueuedIssuesPlaceholderInViewPrintsTheSentenceNotASwiftValue() async throws {
        let scenario = try FaultScenario()
        let view = try await scenario.run(["issue", "view", "#?5", "-R", "octocat/Hello-World"])
        #expect(view.status == 1)
        #expect(view.stderr == "#?5 is a new issue waiting in the outbox (entry 5): it gets its number when "
                + "`gh-lite sync` sends it; `gh-lite sync --status` lists what waits\n")
        #expect(view.stdout.isEmpty)
        #expect(try scenario.simulator.requests().isEmpty, "a parse-time error asks nothing")
    }
}
