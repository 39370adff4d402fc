import Foundation
import GHLiteCore
import GHLiteMock
import Testing

/// `label create|edit|delete|clone --json` run whole, in memory, against the mock GitHub: the label after the write
/// in `label list --json`'s names and shapes; queued, what is known, marked pending.
@Suite(.strictDoubles) struct LabelWriteJSONTests {
    let environment = ContainerEnvironment.mock

    func run(_ arguments: [String]) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: false, width: 120)
        let code = CommandLineInterface.run(["label"] + arguments + ["-R", "octocat/Hello-World"], variables: [:],
                                            io: memory.io, makeEnvironment: { _ in environment })
        return (code, memory)
    }

    func object(_ io: MemoryIO) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(io.output.utf8)) as? [String: Any])
    }

    @Test func createPrintsTheNewLabelsFieldsAsTheListHasThem() throws {
        let (code, io) = run(["create", "triage", "-c", "abcdef", "-d", "To sort", "--json",
                              "name,color,description,isDefault,createdAt,url"])
        #expect(code == .ok, "\(io.error)")
        let label = try object(io)
        #expect(label["name"] as? String == "triage")
        #expect(label["color"] as? String == "abcdef")
        #expect(label["description"] as? String == "To sort")
        #expect(label["isDefault"] as? Bool == false)
        #expect(label["createdAt"] as? String == "2024-06-01T12:00:00Z")
        #expect(label["url"] as? String == "https://github.com/octocat/Hello-World/labels/triage")
        #expect(label.keys.sorted() == ["color", "createdAt", "description", "isDefault", "name", "url"])
        let listed = run(["list", "--search", "triage", "--json", "name,color,description,isDefault,createdAt,url"]).1
        #expect(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: AnyHashable]]
                == [label.mapValues { $0 as? AnyHashable }.compactMapValues { $0 }])
    }

    @Test func editPrintsTheLabelUnderItsNewName() throws {
        let (code, io) = run(["edit", "bug", "-n", "defect", "--json", "name,color,description"])
        #expect(code == .ok, "\(io.error)")
        #expect(try object(io) as? [String: String]
                == ["name": "defect", "color": "d73a4a", "description": "Something isn't working"])
    }

    @Test func deletePrintsTheLabelsLastFields() throws {
        let (code, io) = run(["delete", "question", "--yes", "--json", "name,color"])
        #expect(code == .ok, "\(io.error)")
        #expect(try object(io) as? [String: String] == ["name": "question", "color": "d876e3"])
        #expect(run(["list", "--search", "question", "--json", "name"]).1.output == "[]\n")
    }

    @Test func jqAndTemplateFormatTheWrittenLabel() {
        let filtered = run(["create", "one", "-c", "111111", "--json", "name,color", "--jq", ".name + \":\" + .color"])
        #expect(filtered.0 == .ok)
        #expect(filtered.1.output == "one:111111\n")
        let templated = run(["edit", "one", "-d", "First", "--json", "name,description",
                             "--template", "{{.name}} is {{.description}}"])
        #expect(templated.0 == .ok)
        #expect(templated.1.output == "one is First")
    }

    @Test func queuedCreatePrintsWhatIsKnownMarkedPending() throws {
        let (code, io) = run(["create", "later", "-c", "222222", "--offline", "--json", "name,color,description,id,url"])
        #expect(code == .ok, "\(io.error)")
        let label = try object(io)
        #expect(label["name"] as? String == "later")
        #expect(label["color"] as? String == "222222")
        #expect(label["description"] as? String == "")
        #expect(label["id"] is NSNull && label["url"] is NSNull)
        #expect(label["pending"] as? Bool == true)
        #expect(label["outboxEntry"] as? Int == 1)
        #expect(io.error.contains("queued (entry 1); send it with gh-lite sync"))
    }

    /// A `--jq` or `--template` that fails at run time does so after the write: the line says the change is made
    /// (or queued), so nobody runs the command again to make it.
    @Test func aFilterFailingAfterTheWriteSaysTheChangeIsMade() {
        let (code, io) = run(["create", "made", "-c", "444444", "--json", "name", "--jq", ".name | tonumber"])
        #expect(code == .error)
        #expect(io.error == "the change is made on GitHub, but --jq failed on its fields: Cannot parse 'made' as JSON; "
                + "do not run the command again to make it\n")
        #expect(run(["list", "--search", "made", "--json", "name"]).1.output == #"[{"name":"made"}]"# + "\n")

        let queued = run(["delete", "made", "--yes", "--offline", "--json", "name", "--template", "{{index .name 9}}"])
        #expect(queued.0 == .error)
        #expect(queued.1.error.hasSuffix("the change is queued as outbox entry 1 for `gh-lite sync`, but --template "
                                         + "failed on its fields: template: :1:2: executing \"\" at <index .name 9>: "
                                         + "error calling index: can't index item of type string; do not run the "
                                         + "command again to make it\n"))
    }

    @Test func anUnknownFieldIsRefusedWithTheFieldsThereAre() {
        let (code, io) = run(["create", "zz-new", "--json", "title"])
        #expect(code == .error)
        #expect(io.error.contains("unknown JSON field: \"title\"; available fields: color, createdAt, description"))
        #expect(run(["list", "--search", "zz-new", "--json", "name"]).1.output == "[]\n")
    }

    @Test func cloneWithJSONPrintsAnArrayOfTheLabelsWritten() throws {
        _ = run(["create", "extra", "-c", "333333"])
        let memory = MemoryIO(terminal: false, width: 120)
        let code = CommandLineInterface.run(["label", "clone", "octocat/Hello-World", "-R", "octocat/Spoon-Knife",
                                             "--json", "name,color"], variables: [:], io: memory.io,
                                            makeEnvironment: { _ in environment })
        #expect(code == .ok, "\(memory.error)")
        #expect(try JSONSerialization.jsonObject(with: Data(memory.output.utf8)) as? [[String: String]]
                == [["name": "extra", "color": "333333"]])
    }
}
