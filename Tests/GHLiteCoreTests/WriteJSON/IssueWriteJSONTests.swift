import GHLiteCore
import GHLiteMock
import Testing

/// `--json` on the commands that change issues, over the mock GitHub: the issue or comment after the write, in
/// the read side's names and shapes; its fields checked before anything is sent.
@Suite(.strictDoubles) struct IssueWriteJSONTests {
    func run(_ arguments: [String], environment: ContainerEnvironment = .mock) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: false, width: 120)
        let code = CommandLineInterface.run(["issue", arguments[0], "-R", "octocat/Hello-World"] + arguments.dropFirst(),
                                            variables: [:],
                                            io: memory.io, makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func anEditedIssueIsPrintedWithTheFieldsAsked() {
        let (code, memory) = run(["edit", "2", "--title", "A darker mode", "--json", "number,title"])
        #expect(code == .ok, "\(memory.error)")
        #expect(memory.output == #"{"number":2,"title":"A darker mode"}"# + "\n")
    }

    @Test func aCommentIsPrintedFromTheWritesAnswer() {
        let (code, memory) = run(["comment", "2", "-b", "Thanks", "--json", "body,viewerDidAuthor,isMinimized"])
        #expect(code == .ok, "\(memory.error)")
        #expect(memory.output == #"{"body":"Thanks","isMinimized":false,"viewerDidAuthor":true}"# + "\n")
    }

    /// The comment is posted by then: running the command again would post it twice.
    @Test func aFilterFailingAfterTheWriteSaysTheCommentIsPosted() {
        let (code, memory) = run(["comment", "2", "-b", "Thanks", "--json", "body", "--jq", "error(\"no\")"])
        #expect(code == .error)
        #expect(memory.output.isEmpty)
        #expect(memory.error.contains("the change is made on GitHub, but --jq failed on its fields: "))
        #expect(memory.error.contains("; do not run the command again to make it"))
    }

    @Test func jsonWithoutFieldsListsThemAndSendsNothing() {
        let (code, memory) = run(["lock", "2", "--json"], environment: .failing)
        #expect(code == .error)
        #expect(memory.error.hasPrefix("specify one or more comma-separated fields for --json: assignees, author, "
                                        + "blockedBy,"), "\(memory.error)")
        let (template, templateMemory) = run(["close", "2", "-t", "{{.title}}"], environment: .failing)
        #expect(template == .error)
        #expect(templateMemory.error.hasPrefix("cannot use `--template` without specifying `--json`"))
    }
}
