import GHLiteCore
import GHLiteMock
import Testing

/// `gh-lite milestone ...` run whole, in memory, against the mock GitHub (whose writes last for one environment).
@Suite(.strictDoubles) struct MilestoneCommandTests {
    let environment = ContainerEnvironment.mock

    func run(_ arguments: [String], terminal: Bool = false) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["milestone"] + arguments + ["-R", "octocat/Hello-World"], variables: [:],
                                            io: memory.io, makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func createEditCloseAndDeleteAreSeenByTheNextList() {
        #expect(run(["create", "v3.0", "--due", "2099-01-15"]).0 == .ok)
        #expect(run(["edit", "v3.0", "-t", "v3.1"]).0 == .ok)
        #expect(run(["close", "v3.1"]).0 == .ok)
        #expect(run(["list", "-s", "closed"]).1.output.contains("4\tv3.1\tclosed\t0\t0\t2099-01-15\n"))
        #expect(run(["delete", "4", "--yes"]).0 == .ok)
        let (code, io) = run(["view", "v3.1"])
        #expect(code == .error)
        #expect(io.error.contains("no milestone \"v3.1\" in octocat/Hello-World"))
    }

    @Test func aTakenTitleIsRefusedInMemoryAsOnGitHub() {
        let (code, io) = run(["create", "v1.0"], terminal: true)
        #expect(code == .error)
        #expect(io.error.contains("a milestone titled \"v1.0\" already exists in octocat/Hello-World"))
    }
}
