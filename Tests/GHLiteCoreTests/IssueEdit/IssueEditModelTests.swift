import GHLiteCore
import Foundation
import Testing

@Suite(.strictDoubles) struct IssueEditModelTests {
    /// What a test's doubles saw, in order: `edit #N PARTS` (one document), `sleep S`, `ask Q`, `draft #N`.
    final class Calls: Sendable {
        let log = Locked<[String]>([])
        func append(_ entry: String) { log.withLock { $0.append(entry) } }
        var value: [String] { log.value }
    }

    static func issue(_ number: Int, labels: [String] = ["bug"], assignees: [String] = ["hubot"]) -> GHLiteCore.Issue {
        var issue = GHLiteCore.Issue.fixture(number, body: "old", labels: labels.map { Label(name: $0) },
                                             assignees: assignees)
        issue.nodeID = "I_\(number)"
        return issue
    }

    /// `add labels L_a; update title T, milestone M_2`: a document's parts, on the node ids the look-up gave.
    static func described(_ mutations: IssueEditMutations) -> String {
        mutations.parts.map { part in
            switch part {
            case .addLabels(let ids): "add labels " + ids.joined(separator: ",")
            case .removeLabels(let ids): "remove labels " + ids.joined(separator: ",")
            case .addAssignees(let ids): "add assignees " + ids.joined(separator: ",")
            case .removeAssignees(let ids): "remove assignees " + ids.joined(separator: ",")
            case .update(let update):
                "update " + [update.title.map { "title \($0)" }, update.body.map { "body \($0)" },
                             update.milestone.map { if case .set(let id) = $0 { "milestone \(id)" } else { "no milestone" } }]
                    .compactMap { $0 }.joined(separator: ", ")
            case .link(let change): "link \(change)"
            }
        }.joined(separator: "; ")
    }

    /// Issues 1-8 (9 missing, 3 refused); labels bug, enhancement, core; octocat (me), hubot, monalisa; milestones
    /// v1.0 (1) and v2.0 (2), each with its node id (`L_bug`, `U_hubot`, `M_2`, `I_4`). Each document answers the issue
    /// as asked (from its labels bug and assignees hubot, its title marked answered), but assignees stay as they are
    /// with `dropAssignees` (no triage access: GitHub ignores them silently).
    func environment(_ calls: Calls, confirm: Bool? = nil, dropAssignees: Bool = false) -> IssueEditModelEnvironment {
        var environment = IssueEditModelEnvironment.failing
        environment.lookUpRepository = { query in
            calls.append("look up \(Self.described(query))")
            var issues: [Int: GHLiteCore.Issue] = [:]
            for number in query.issues where number != 9 { issues[number] = Self.issue(number) }
            var found = RepositoryLookup(
                labels: query.labels ? ["bug", "enhancement", "core"].map { Label(name: $0, id: "L_\($0)") } : [],
                assignees: query.assignees ? ["octocat", "hubot", "monalisa"] : [],
                milestones: query.milestones ? [Milestone(number: 1, title: "v1.0", id: "M_1"),
                                                Milestone(number: 2, title: "v2.0", id: "M_2")] : [],
                viewerLogin: query.viewerLogin ? "octocat" : nil, issues: issues)
            for login in found.assignees { found.assigneeIDs[login] = "U_\(login)" }
            return found
        }
        environment.editIssue = { mutations in
            let number = Int(mutations.issueID.dropFirst(2)) ?? 0
            calls.append("edit #\(number) " + Self.described(mutations))
            guard number != 3 else { throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "u") }
            var issue = Self.issue(number)
            issue.title = "Answered \(number)"
            func name(_ id: String) -> String { String(id.dropFirst(2)) }
            for part in mutations.parts {
                switch part {
                case .addLabels(let ids): issue.labels += ids.map { Label(name: name($0)) }
                case .removeLabels(let ids): issue.labels.removeAll { ids.map(name).contains($0.name) }
                case .addAssignees(let ids): if !dropAssignees { issue.assigneeLogins += ids.map(name) }
                case .removeAssignees(let ids): issue.assigneeLogins.removeAll { ids.map(name).contains($0) }
                case .update(let update):
                    issue.title = update.title ?? issue.title
                    issue.body = update.body ?? issue.body
                    if case .set(let id)? = update.milestone { issue.milestone = Milestone(number: Int(name(id))!, title: "") }
                    if case .remove? = update.milestone { issue.milestone = nil }
                case .link: break
                }
            }
            return IssueEditAnswer(issue: issue)
        }
        environment.saveDraft = { number, data in
            calls.append("draft #\(number) " + String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace })
            return "/drafts/d.json"
        }
        environment.bulk.startCatchingInterrupts = {}
        environment.bulk.checkInterrupts = {}
        environment.bulk.writeInterval = 0.25
        environment.bulk.sleep = { seconds in calls.append("sleep \(seconds)") }
        if let confirm {
            environment.bulk.confirm = { question in
                calls.append("ask \(question)")
                return confirm
            }
        }
        return environment
    }

    /// `labels assignees milestones me #2 #4`: what a lookup asked.
    static func described(_ query: RepositoryLookupQuery) -> String {
        let lists = [(query.labels, "labels"), (query.assignees, "assignees"), (query.milestones, "milestones"),
                     (query.viewerLogin, "me")]
        return (lists.filter(\.0).map(\.1) + query.issues.map { "#\($0)" }).joined(separator: " ")
    }

    func run(_ edit: IssueEdit, _ numbers: [Int], yes: Bool = false,
             environment: IssueEditModelEnvironment) throws -> (BulkRun.Summary, [String]) {
        var events: [String] = []
        let model = IssueEditModel(repository: RepoRef(owner: "o", name: "r"), environment: environment)
        let summary = try model.run(edit, on: IssueSelection(.numbers(numbers)), yes: yes) { event in
            switch event {
            case .edited(let issue, _): events.append("edited #\(issue.number) \(issue.title)")
            case .failed(let number, _): events.append("failed #\(number)")
            case .willEdit(let issues): events.append("will edit " + issues.map { "#\($0.number)" }.joined(separator: " "))
            case .leftOut(let count): events.append("left out \(count)")
            case .nothingToRemove(let line): events.append(line)
            }
        }
        return (summary, events)
    }

    @Test func labelsAndAssigneesAreAddedToAndRemovedFromTheIssuesOwnSets() throws {
        let calls = Calls()
        let edit = IssueEdit(addLabels: ["ENHANCEMENT"], removeLabels: ["bug"], addAssignees: ["@me"],
                             removeAssignees: ["hubot"], milestone: "v2.0")
        let (summary, events) = try run(edit, [2], environment: environment(calls))
        #expect(summary == BulkRun.Summary(done: [2]))
        #expect(events == ["edited #2 Answered 2"], "the issue as GitHub answered the edit")
        #expect(calls.value == ["look up labels assignees milestones me #2",
                                "edit #2 add labels L_enhancement; remove labels L_bug; add assignees U_octocat; "
                                + "remove assignees U_hubot; update milestone M_2"])
    }

    @Test func whatTheIssueAlreadyHasAsAskedIsNotSent() throws {
        let calls = Calls()
        let edit = IssueEdit(addLabels: ["Bug"], removeLabels: ["core"], addAssignees: ["hubot"],
                             removeAssignees: ["monalisa"])
        let (summary, _) = try run(edit, [2], environment: environment(calls))
        #expect(summary == BulkRun.Summary(done: [2]))
        #expect(calls.value == ["look up labels assignees #2"])
    }

    /// GitHub runs the document's parts in order and answers each: a refused one is said, after those that went.
    @Test func aPartGitHubRefusedSaysWhichWentThrough() throws {
        var environment = environment(Calls())
        environment.editIssue = { mutations in
            IssueEditAnswer(issue: Self.issue(2), refused: [0: GraphQLError(
                type: "FORBIDDEN", message: "octocat does not have the correct permissions to execute `AddLabelsToLabelable`")])
        }
        let expected = "changed the milestone, not the labels: could not change the labels of #2: that needs write or "
            + "triage access to o/r (GitHub: octocat does not have the correct permissions to execute `AddLabelsToLabelable`)"
        do {
            _ = try run(IssueEdit(addLabels: ["core"], milestone: "v1.0"), [2], environment: environment)
            Issue.record("no error")
        } catch let error as PartlyWritten {
            #expect(error.userMessage == expected)
        }
        #expect(throws: CommandError("could not change the labels of #2: that needs write or triage access to o/r "
                                     + "(GitHub: octocat does not have the correct permissions to execute "
                                     + "`AddLabelsToLabelable`)")) {
            try run(IssueEdit(addLabels: ["core"]), [2], environment: environment)
        }
    }

    @Test func titleBodyAndRemovedMilestone() throws {
        let calls = Calls()
        _ = try run(IssueEdit(title: " New ", body: "Text", removeMilestone: true), [2], environment: environment(calls))
        #expect(calls.value == ["look up #2", "edit #2 update title New, body Text, no milestone"])
    }

    @Test func unknownNamesAreAllReportedWithCloseMatchesAndNothingIsSent() throws {
        let calls = Calls()
        let edit = IssueEdit(addLabels: ["bugg"], removeAssignees: ["monalisaa"], milestone: "v3.0")
        #expect(throws: MetadataError(problems: [
            "no label \"bugg\" in o/r; did you mean 'bug'?",
            "no assignable user \"monalisaa\" in o/r; did you mean 'monalisa'?",
            "no milestone \"v3.0\" in o/r; did you mean 'v1.0' or 'v2.0'?",
        ])) { try run(edit, [2], environment: environment(calls)) }
        #expect(calls.value == ["look up labels assignees milestones #2"])
    }

    @Test func severalIssuesAreConfirmedOnceAndWrittenSpacedPastAFailure() throws {
        let calls = Calls()
        let (summary, events) = try run(IssueEdit(addLabels: ["core"]), [2, 9, 3, 4],
                                        environment: environment(calls, confirm: true))
        #expect(summary == BulkRun.Summary(done: [2, 4], failed: [9], mayBeDone: [3]))
        #expect(events == ["failed #9", "will edit #2 #3 #4", "edited #2 Answered 2", "failed #3", "edited #4 Answered 4"])
        #expect(calls.value == ["look up labels #2 #9 #3 #4", "ask Edit 3 issues?", "edit #2 add labels L_core", "sleep 0.25",
                                "edit #3 add labels L_core", "sleep 0.25", "edit #4 add labels L_core"])
    }

    @Test func sayingNoWritesNothingAndNoTerminalNeedsYes() throws {
        let calls = Calls()
        #expect(throws: CommandError.cancelled) {
            try run(IssueEdit(addLabels: ["core"]), [2, 4], environment: environment(calls, confirm: false))
        }
        #expect(calls.value == ["look up labels #2 #4", "ask Edit 2 issues?"])
        #expect(throws: CommandError("refusing to edit 2 issues without confirmation: pass --yes to edit them "
                                     + "(no terminal to ask on)")) {
            try run(IssueEdit(addLabels: ["core"]), [2, 4], environment: environment(Calls()))
        }
        let (summary, _) = try run(IssueEdit(addLabels: ["core"]), [2, 4], yes: true, environment: environment(Calls()))
        #expect(summary.done == [2, 4])
    }

    @Test func aBodyThatFailsToSendIsSavedOnceAndNotResent() throws {
        let calls = Calls()
        do {
            _ = try run(IssueEdit(body: "Typed"), [3], environment: environment(calls))
            Issue.record("no error")
        } catch let error as UnsentEditError {
            #expect(error.saved == .draft(path: "/drafts/d.json"))
            #expect(error.issueURL == "https://github.com/o/r/issues/3")
            #expect(error.userMessage.contains("To send it again: gh-lite issue edit 3 -R o/r --recover /drafts/d.json"))
        }
        #expect(calls.value == ["look up #3", "edit #3 update body Typed",
                                #"draft #3 {"body":"Typed","issue":3,"repository":"o/r"}"#])
    }

    @Test func whatGitHubSilentlyLeftOutIsAFailure() throws {
        let calls = Calls()
        #expect(throws: CommandError("GitHub left the assignees of #2 unchanged: changing them needs write or triage "
                                     + "access to o/r (or being the author)")) {
            try run(IssueEdit(addAssignees: ["monalisa"]), [2], environment: environment(calls, dropAssignees: true))
        }
    }

    @Test func aPullRequestIsNotEdited() throws {
        var environment = environment(Calls())
        environment.lookUpRepository = { _ in
            var issue = Self.issue(3)
            issue.isPullRequest = true
            return RepositoryLookup(labels: [Label(name: "core")], issues: [3: issue])
        }
        #expect(throws: IssueLookupError.pullRequest(number: 3, url: "https://github.com/o/r/issues/3")) {
            try run(IssueEdit(addLabels: ["core"]), [3], environment: environment)
        }
    }
}
