import GHLiteCore
import GHLiteMock
import Testing

/// `gh-lite issue status` run whole, in memory, against the mock GitHub.
@Suite(.strictDoubles) struct IssueStatusCommandTests {
    func run(_ arguments: [String]) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: false, width: 120)
        let code = CommandLineInterface.run(["issue", "status", "-R", "octocat/Hello-World"] + arguments, variables: [:],
                                            io: memory.io, makeEnvironment: { _ in .mock })
        return (code, memory)
    }

    @Test func printsTheThreeListsUnderGhsHeadings() {
        let (code, io) = run([])
        #expect(code == .ok)
        #expect(io.output == """

            Relevant issues in octocat/Hello-World

            Issues assigned to you
              1\tOPEN\tFound a bug\tbug, help wanted\t2024-04-22T13:00:00Z

            Issues mentioning you
              10\tOPEN\tDocument the configuration file\tdocumentation, good first issue\t2024-05-27T13:00:00Z

            Issues opened by you
              12\tOPEN\tPagination breaks after page 10\tbug\t2024-05-31T13:00:00Z
              8\tOPEN\tUnicode in titles is mangled\tbug\t2024-05-22T13:00:00Z
              1\tOPEN\tFound a bug\tbug, help wanted\t2024-04-22T13:00:00Z


            """)
        #expect(io.error == "")
    }

    @Test func jsonIsOneObjectKeyedAsGhKeysIt() {
        let (code, io) = run(["--json", "number"])
        #expect(code == .ok)
        #expect(io.output == #"{"assigned":[{"number":1}],"createdBy":[{"number":12},{"number":8},{"number":1}],"#
                + #""mentioned":[{"number":10}]}"# + "\n")
    }
}
