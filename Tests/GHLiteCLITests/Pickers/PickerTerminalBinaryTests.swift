import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The pickers and prompts of `new-issue` on a pseudo-terminal that moves its cursor (`TERM=xterm`), driven by
/// keys as a person would: arrows, space, typed filters, Enter, Ctrl-C; and on a dumb one, where numbers remain.
@Suite struct PickerTerminalBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    static let down = "\u{1B}[B", up = "\u{1B}[A", home = "\u{1B}[H", enter = "\r", ctrlC = "\u{03}"

    func session(_ repository: String, terminal: String = "xterm") throws -> TerminalSession {
        let environment = simulator.environment(configDirectory: home.path)
            .merging(["TERM": terminal, "NO_COLOR": "1", "GH_EDITOR": "true"]) { $1 }
        return try TerminalSession(["new-issue", "-R", repository], environment: environment)
    }

    func posted() throws -> [String: Any] {
        let body = try #require(try simulator.requests().last { $0.method == "POST" }?.body)
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    func savedDraft(_ shown: String, _ repository: String) throws -> IssueDraft {
        try IssueDraft.saved(on: shown, repository: repository).draft
    }

    /// octocat/empty with 491 labels added to its 9: 500 in all, five pages of GitHub's list, `area-001` first.
    func seedFiveHundredLabels() throws {
        let session = CurlSession(settings: .init(configuration: Configuration(variables: [:])))
        for number in 1...491 {
            let name = "area-" + String(repeating: "0", count: 3 - String(number).count) + String(number)
            let response = try session.send(HTTPRequest(
                method: "POST", url: simulator.baseURL + "/repos/octocat/empty/labels",
                headers: HTTPHeaders([("Authorization", "Bearer \(Simulator.octocatToken)"), ("Content-Type", "application/json")]),
                body: Data(#"{"name":"\#(name)","color":"ededed"}"#.utf8)))
            try #require(response.status == 201)
        }
        try simulator.clearRequests()
    }

    /// Up to the labels picker of a blank issue titled "Crash on start".
    func labelsPicker(_ repository: String) throws -> TerminalSession {
        let session = try session(repository)
        if repository == "octocat/Hello-World" {
            try session.waitFor("> Bug report\n  Feature request\n  Open a blank issue")
            session.type(Self.up + Self.enter) // Up from the first goes round to the last: a blank issue.
            try session.waitFor("? Choose a template Open a blank issue\n")
        }
        try session.waitFor("? Title (required) ")
        session.type("Crash on start" + Self.enter)
        try session.waitFor("enter to skip] ")
        session.type(Self.enter)
        try session.waitFor("? Labels  [Use arrows to move, space to select, <right> to all, <left> to none, type to filter]")
        return session
    }

    /// Past the labels and the assignees, Enter each: up to the milestone's picker, or the type's where the
    /// repository has no milestones.
    func pickerAfterAssignees(_ repository: String) throws -> TerminalSession {
        let session = try labelsPicker(repository)
        session.type(Self.enter)
        try session.waitFor("? Assignees  [Use arrows")
        session.type(Self.enter)
        return session
    }

    @Test func fiveHundredLabelsScrollTenAtATimeRedrawnInPlaceAndTypingFilters() throws {
        try seedFiveHundredLabels()
        let session = try labelsPicker("octocat/empty")
        try session.waitFor("1-10 of 500")
        #expect(!session.shown.contains("area-011"))
        session.type(String(repeating: Self.down, count: 10))
        try session.waitFor("2-11 of 500")

        // One more key: the picker's 12 lines are redrawn over themselves, nothing else.
        let before = session.shown.utf8.count
        session.type(Self.down)
        try session.waitFor("3-12 of 500")
        let drawn = String(decoding: session.shown.utf8.dropFirst(before), as: UTF8.self)
        #expect(drawn.drop { $0 == "\r" }.hasPrefix("\u{1B}[11A\u{1B}[J? Labels  [Use arrows"), "\(drawn.debugDescription)")
        #expect(drawn.filter { $0 == "\n" }.count == 11, "\(drawn.debugDescription)")
        #expect(drawn.contains("  [ ] area-003\n") && drawn.contains("> [ ] area-012\n"))

        session.type("area-250")
        try session.waitFor("> [ ] area-250")
        session.type(" ")
        try session.waitFor("> [x] area-250")
        session.type("\u{7F}\u{7F}\u{7F}" + Self.enter) // Backspace widens the filter again; the toggle stays.
        try session.waitFor("? Labels area-250\n")
        session.type(Self.ctrlC)
        #expect(try session.exitStatus() == 2)
        #expect(try savedDraft(session.shown, "octocat/empty").labels == ["area-250"])
    }

    @Test func ctrlCInThePickerKeepsWhatWasToggledInTheDraft() throws {
        let session = try labelsPicker("octocat/Hello-World")
        session.type(Self.down + " " + Self.down + Self.down + " ")
        try session.waitFor("> [x] enhancement")
        session.type(Self.ctrlC)
        #expect(try session.exitStatus() == 2)
        let draft = try savedDraft(session.shown, "octocat/Hello-World")
        #expect(draft.title == "Crash on start")
        #expect(draft.labels == ["documentation", "enhancement"])
        #expect(try simulator.requests().allSatisfy { $0.method != "POST" })
    }

    @Test func theTemplatesTitlePrefixIsEditedLikeTheRestAndSingleKeysAnswer() throws {
        let session = try session("octocat/Hello-World")
        try session.waitFor("> Bug report")
        session.type(Self.enter)
        try session.waitFor("? Title (required) [BUG] ")
        // Ctrl-W takes the prefix back; Home then goes to the start of what was typed.
        session.type("\u{17}rash" + Self.home + "C" + Self.enter)
        try session.waitFor("enter to skip] ")
        session.type("e") // A single key opens the editor (here `true`, which keeps the template's body).
        try session.pressEnter(at: ["? Labels  [Use arrows", "? Assignees  [Use arrows",
                                    "? Milestone  [Use arrows to move, type to filter]\n> (none)",
                                    "? What's next?  [Use arrows to move, type to filter]\n> Submit"])
        #expect(try session.exitStatus() == 0, "\(session.shown)")
        let sent = try posted()
        #expect(sent["title"] as? String == "Crash")
        #expect(sent["labels"] as? [String] == ["bug"])
        #expect(sent["assignees"] as? [String] == ["octocat"])
        #expect((sent["body"] as? String)?.hasPrefix("**Describe the bug**") == true)
    }

    /// Typing `v2` in the milestone picker lands on v2.0 and hides "(none)", so Enter picks v2.0, as in gh.
    @Test func typingInTheMilestonePickerLandsOnTheFirstMatch() throws {
        let session = try pickerAfterAssignees("octocat/Hello-World")
        try session.waitFor("? Milestone  [Use arrows to move, type to filter]\n> (none)\n  v1.0")
        let before = session.shown.utf8.count
        session.type("v2")
        try session.waitFor("? Milestone v2  [Use arrows to move, type to filter]\n> v2.0")
        #expect(!String(decoding: session.shown.utf8.dropFirst(before), as: UTF8.self).contains("(none)"))
        session.type(Self.enter)
        try session.waitFor("? Milestone v2.0\n")
        try session.waitFor("? What's next?  [Use arrows to move, type to filter]\n> Submit")
        session.type(Self.enter)
        #expect(try session.exitStatus() == 0, "\(session.shown)")
        #expect(try posted()["milestone"] as? Int == 2)
    }

    /// An organisation's repository adds the type picker after the milestone's; the type chosen is created with the
    /// issue. A user's repository has no types and so no such picker (`theTemplatesTitlePrefix...`).
    @Test func anOrganisationsTypesArePickedAfterTheMilestone() throws {
        let session = try pickerAfterAssignees("octo-org/octo-repo")
        try session.waitFor("? Type  [Use arrows to move, type to filter]\n> (none)\n  Task  A specific piece of work\n")
        session.type("feat" + Self.enter) // Typing lands on the first match; "(none)" no longer matches.
        try session.waitFor("? What's next?  [Use arrows to move, type to filter]\n> Submit")
        session.type(Self.enter)
        #expect(try session.exitStatus() == 0, "\(session.shown)")
        #expect(try posted()["type"] as? String == "Feature")
        #expect(try simulator.links(4).type == "Feature")
    }

    @Test func aDumbTerminalKeepsTheNumberedPrompts() throws {
        let session = try session("octocat/Hello-World", terminal: "dumb")
        try session.waitFor("  3. Open a blank issue\n> ")
        session.type("3\n")
        try session.waitFor("? Title (required) ")
        session.type("Crash on start\n")
        try session.waitFor("enter to skip] ")
        session.type("\n")
        try session.waitFor("  2. [ ] documentation")
        session.type("2\n\n")
        try session.waitFor("? Assignees")
        session.type(Self.ctrlC)
        #expect(try session.exitStatus() == 2)
        #expect(!session.shown.contains("[Use arrows"))
        #expect(try savedDraft(session.shown, "octocat/Hello-World").labels == ["documentation"])
    }
}
