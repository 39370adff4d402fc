import GHLiteCore
import GHLiteMock
import Testing

/// Which commands send their output through `GH_PAGER`/`PAGER`, and when: gh's rules, run whole in memory.
@Suite(.strictDoubles) struct PagerTests {
    /// A pager that keeps, in order, when it started (with its command), everything it was sent, and when it
    /// finished; `failure` makes it fail to start.
    final class RecordingPager: Sendable {
        let events = Locked<[String]>([])
        let failure: CommandError?

        init(failure: CommandError? = nil) { self.failure = failure }

        var pager: Pager {
            var pager = Pager()
            pager.start = { [events, failure] command in
                if let failure { throw failure }
                events.withLock { $0.append("start \(command)") }
                return PagerSession(write: { text in events.withLock { $0.append(text) } },
                                    finish: { events.withLock { $0.append("finish") } })
            }
            return pager
        }

        var started: Bool { events.value.contains { $0.hasPrefix("start ") } }
        /// Everything the pager was sent.
        var paged: String { events.value.filter { !$0.hasPrefix("start ") && $0 != "finish" }.joined() }
    }

    func run(_ arguments: [String], terminal: Bool = true, variables: [String: String] = ["PAGER": "less"],
             pager: RecordingPager) -> (ExitCode, MemoryIO) {
        var environment = ContainerEnvironment.mock
        environment.pager = pager.pager
        let memory = MemoryIO(terminal: terminal)
        let code = CommandLineInterface.run(arguments, variables: variables, io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test(arguments: [["issues", "octocat/Hello-World"], ["issues", "octocat/Hello-World", "1"],
                      ["issues", "octocat/Hello-World", "1", "--comments"], ["repos"],
                      ["issues", "octocat/Hello-World", "--json", "number"], ["repos", "--json", "name"]])
    func listsAndIssueViewsOnATerminalGoThroughThePagerOnceAndAreWaitedFor(arguments: [String]) {
        let pager = RecordingPager()
        let (code, io) = run(arguments, pager: pager)
        let unpaged = run(arguments, variables: [:], pager: RecordingPager()).1.output
        #expect(code == .ok)
        #expect(io.output.isEmpty)
        #expect(io.error.isEmpty)
        #expect(pager.events.value.first == "start less")
        #expect(pager.events.value.last == "finish")
        #expect(pager.events.value.filter { $0 == "finish" }.count == 1)
        #expect(pager.paged == unpaged)
    }

    @Test func colourStaysOnWhilePaging() {
        let pager = RecordingPager()
        _ = run(["issues", "octocat/Hello-World"], pager: pager)
        #expect(pager.paged.contains("\u{1B}[32m#12\u{1B}[0m"))
    }

    @Test(arguments: [["issues", "octocat/Hello-World"], ["issues", "octocat/Hello-World", "1", "--comments"],
                      ["repos", "--json", "name"]])
    func pipedOutputNeverPages(arguments: [String]) {
        let pager = RecordingPager()
        let (code, io) = run(arguments, terminal: false, pager: pager)
        #expect(code == .ok)
        #expect(!pager.started)
        #expect(!io.output.isEmpty)
    }

    @Test(arguments: [["GH_PAGER": "", "PAGER": "less"], ["GH_PAGER": "cat", "PAGER": "less"], ["PAGER": "cat"],
                      ["PAGER": "  "], [:]])
    func anEmptyOrCatPagerMeansNone(variables: [String: String]) {
        let pager = RecordingPager()
        let (code, io) = run(["repos"], variables: variables, pager: pager)
        #expect(code == .ok)
        #expect(!pager.started)
        #expect(io.output.contains("octocat/Hello-World"))
    }

    @Test func ghPagerWinsOverPager() {
        let pager = RecordingPager()
        _ = run(["repos"], variables: ["GH_PAGER": "less -S", "PAGER": "more"], pager: pager)
        #expect(pager.events.value.first == "start less -S")
    }

    @Test func aPagerThatCannotStartIsReportedAndTheOutputPrintedDirectly() {
        let pager = RecordingPager(failure: CommandError("could not start lesss: No such file or directory"))
        let (code, io) = run(["issues", "octocat/Hello-World", "1"], variables: ["PAGER": "lesss"], pager: pager)
        #expect(code == .ok)
        #expect(io.error == "error starting pager: could not start lesss: No such file or directory (check GH_PAGER and PAGER)\n")
        #expect(io.output == run(["issues", "octocat/Hello-World", "1"], variables: [:], pager: pager).1.output)
    }

    @Test func nothingToShowOrAnErrorNeverOpensThePager() {
        let pager = RecordingPager()
        let (empty, emptyIO) = run(["issues", "octocat/Hello-World", "--label", "bug", "--author", "nobody-wrote-this"], pager: pager)
        #expect(empty == .ok)
        #expect(emptyIO.error.hasPrefix("no issues match your search"))
        let (failed, failedIO) = run(["issues", "octocat/no-such-repo"], pager: pager)
        #expect(failed == .error)
        #expect(failedIO.error.contains("not found"))
        #expect(!pager.started)
    }

    @Test(arguments: [["auth", "status"], ["auth", "token"], ["issues", "octocat/Hello-World", "--web"]])
    func otherCommandsNeverPage(arguments: [String]) {
        let pager = RecordingPager()
        let (code, _) = run(arguments, pager: pager)
        #expect(code == .ok)
        #expect(!pager.started)
    }

    @Test func theSpinnerIsWipedBeforeThePagerStarts() {
        let events = Locked<[String]>([])
        let ticks = Locked(0.0)
        var environment = ContainerEnvironment.mock
        // Every look at the clock is a second later, so the spinner draws on the first page.
        environment.clock.now = { MockGitHubData.epoch.addingTimeInterval(ticks.withLock { $0 += 1; return $0 }) }
        environment.pager.start = { _ in
            events.withLock { $0.append("pager started") }
            return PagerSession(write: { _ in }, finish: {})
        }
        let io = IO(writeOutput: { _ in }, writeError: { text in events.withLock { $0.append("stderr \(text)") } },
                    readInput: { _ in Data() }, readLine: { nil },
                    stdinIsTerminal: true, stdoutIsTerminal: true, stderrIsTerminal: true, terminalWidth: 100)
        let code = CommandLineInterface.run(["issues", "octocat/Hello-World"], variables: ["PAGER": "less"], io: io,
                                            makeEnvironment: { _ in environment })
        #expect(code == .ok)
        #expect(events.value.contains { $0.contains("Fetched") })
        #expect(events.value.suffix(2) == ["stderr \r\u{1B}[K", "pager started"])
    }
}
