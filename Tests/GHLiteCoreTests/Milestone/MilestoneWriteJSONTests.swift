import Foundation
import GHLiteCore
import GHLiteMock
import Testing

/// `milestone create|edit|close|reopen|delete --json`: the milestone after the write, as `milestone list --json` has
/// it; queued, what is known, marked pending.
@Suite(.strictDoubles) struct MilestoneWriteJSONTests {
    let environment = ContainerEnvironment.mock

    func run(_ arguments: [String]) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: false, width: 120)
        let code = CommandLineInterface.run(["milestone"] + arguments + ["-R", "octocat/Hello-World"], variables: [:],
                                            io: memory.io, makeEnvironment: { _ in environment })
        return (code, memory)
    }

    @Test func aFilterFailingAfterTheWriteSaysTheChangeIsMade() {
        let (code, io) = run(["create", "v9.9", "--json", "number", "--jq", "error(\"boom\")"])
        #expect(code == .error)
        #expect(io.error == "the change is made on GitHub, but --jq failed on its fields: boom; "
                + "do not run the command again to make it\n")
        #expect(run(["list", "-s", "all", "--json", "title", "--jq", ".[].title"]).1.output.contains("v9.9\n"))
    }

    @Test func everyWritePrintsTheMilestoneAfterIt() throws {
        let created = run(["create", "v3.0", "-d", "Next", "--json", "number,title,description,state,openIssues,progress"])
        #expect(created.0 == .ok, "\(created.1.error)")
        #expect(created.1.output
                == #"{"description":"Next","number":4,"openIssues":0,"progress":0,"state":"open","title":"v3.0"}"# + "\n")
        let edited = run(["edit", "v3.0", "-t", "v3.1", "--json", "number,title"])
        #expect(edited.1.output == #"{"number":4,"title":"v3.1"}"# + "\n")
        let closed = run(["close", "4", "--json", "state", "--jq", ".state"])
        #expect(closed.1.output == "closed\n")
        let reopened = run(["reopen", "4", "--json", "title,state", "--template", "{{.title}} {{.state}}"])
        #expect(reopened.1.output == "v3.1 open")
        let deleted = run(["delete", "4", "--yes", "--json", "number,title,state"])
        #expect(deleted.1.output == #"{"number":4,"state":"open","title":"v3.1"}"# + "\n")
        #expect(run(["view", "4"]).0 == .error)
    }

    @Test func aQueuedCreatePrintsWhatIsKnownMarkedPending() throws {
        let (code, io) = run(["create", "v9", "--due", "2099-01-15", "--offline",
                              "--json", "number,title,description,state,dueOn,closedIssues,url"])
        #expect(code == .ok, "\(io.error)")
        let milestone = try #require(try JSONSerialization.jsonObject(with: Data(io.output.utf8)) as? [String: Any])
        #expect(milestone["title"] as? String == "v9")
        #expect(milestone["state"] as? String == "open")
        #expect(milestone["description"] as? String == "")
        #expect(milestone["closedIssues"] as? Int == 0)
        #expect(milestone["number"] is NSNull && milestone["dueOn"] is NSNull && milestone["url"] is NSNull)
        #expect(milestone["pending"] as? Bool == true && milestone["outboxEntry"] as? Int == 1)
    }

    @Test func anUnknownFieldIsRefusedBeforeTheWrite() {
        let (code, io) = run(["create", "v5", "--json", "name"])
        #expect(code == .error)
        #expect(io.error.contains("unknown JSON field: \"name\"; available fields: closedIssues, description"))
        #expect(run(["view", "v5"]).0 == .error)
    }
}
