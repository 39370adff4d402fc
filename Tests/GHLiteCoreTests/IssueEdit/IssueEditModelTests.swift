import GHLiteCore
import Foundation
import Testing

@Suite(.strictDoubles) struct IssueEditModelTests {
    /// What a test's doubles saw, in order: `patch #N BODY`, `add labels #N a,b`, `sleep S`, `ask Q`, `draft #N`.
    final class Calls: Sendable {
        let log = Locked<[String]>([])
        func append(_ entry: String) { log.withLock { $0.append(entry) } }
        var value: [String] { log.value }
    }

    static func issue(_ number: Int, labels: [String] = ["bug"], assignees: [String] = ["hubot"]) -> GHLiteCore.Issue {
        GHLiteCore.Issue(number: number, title: "Issue \(number)", body: "old", authorLogin: "octocat",
                         labels: labels.map { Label(name: $0) }, assigneeLogins: assignees,
                         htmlURL: "https://github.com/o/r/issues/\(number)", createdAt: Date(timeIntervalSince1970: 0))
    }

    static func encoded(_ update: IssueUpdate) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(update)) ?? Data(), as: UTF8.self)
    }

    /// Issues 1-8 (9 missing, 3 refused); labels bug, enhancement, core; octocat (me), hubot, monalisa; milestones
    /// v1.0 (1) and v2.0 (2). Each write answers the issue as asked (from its labels bug and assignees hubot), but
    /// assignees stay as they are with `dropAssignees` (no triage access: GitHub ignores them silently).
    func environment(_ calls: Calls, confirm: Bool? = nil, dropAssignees: Bool = false) -> IssueEditModelEnvironment {
        var environment = IssueEditModelEnvironment.failing
        environment.lookUpRepository = { query in
            calls.append("look up \(Self.described(query))")
            var issues: [Int: GHLiteCore.Issue] = [:]
            for number in query.issues where number != 9 { issues[number] = Self.issue(number) }
            return RepositoryLookup(
                labels: query.labels ? ["bug", "enhancement", "core"].map { Label(name: $0) } : [],
                assignees: query.assignees ? ["octocat", "hubot", "monalisa"] : [],
                milestones: query.milestones ? [Milestone(number: 1, title: "v1.0"), Milestone(number: 2, title: "v2.0")] : [],
                viewerLogin: query.viewerLogin ? "octocat" : nil, issues: issues)
        }
        let edited = Locked<[Int: GHLiteCore.Issue]>([:])
        /// Logs `call`, then changes issue `number` as GitHub has it (#3 answers 502) and answers it.
        @Sendable func write(_ call: String, _ number: Int, _ change: (inout GHLiteCore.Issue) -> Void) throws
            -> GHLiteCore.Issue {
            calls.append(call)
            guard number != 3 else { throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "u") }
            return edited.withLock { all in
                var issue = all[number] ?? Self.issue(number)
                change(&issue)
                all[number] = issue
                return issue
            }
        }
        environment.updateIssue = { number, update in
            try write("patch #\(number) \(Self.encoded(update))", number) { issue in
                issue.title = update.title ?? issue.title
                issue.body = update.body ?? issue.body
                if case .set(let milestone)? = update.milestone { issue.milestone = Milestone(number: milestone, title: "") }
            }
        }
        environment.addLabelsToIssue = { number, names in
            try write("add labels #\(number) " + names.joined(separator: ","), number) {
                $0.labels += names.map { Label(name: $0) }
            }.labels
        }
        environment.removeLabelFromIssue = { number, name in
            try write("remove label #\(number) \(name)", number) { $0.labels.removeAll { $0.name == name } }.labels
        }
        environment.addAssigneesToIssue = { number, logins in
            try write("add assignees #\(number) " + logins.joined(separator: ","), number) { issue in
                if !dropAssignees { issue.assigneeLogins += logins }
            }
        }
        environment.removeAssigneesFromIssue = { number, logins in
            try write("remove assignees #\(number) " + logins.joined(separator: ","), number) {
                $0.assigneeLogins.removeAll { logins.contains($0) }
            }
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
            case .edited(let issue): events.append("edited #\(issue.number)")
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
        #expect(events == ["edited #2"])
        #expect(calls.value == ["look up labels assignees milestones me #2",
                                #"patch #2 {"milestone":2}"#, "sleep 0.25", "add labels #2 enhancement", "sleep 0.25",
                                "remove label #2 bug", "sleep 0.25", "add assignees #2 octocat", "sleep 0.25",
                                "remove assignees #2 hubot"])
    }

    @Test func whatTheIssueAlreadyHasAsAskedIsNotSent() throws {
        let calls = Calls()
        let edit = IssueEdit(addLabels: ["Bug"], removeLabels: ["core"], addAssignees: ["hubot"],
                             removeAssignees: ["monalisa"])
        let (summary, _) = try run(edit, [2], environment: environment(calls))
        #expect(summary == BulkRun.Summary(done: [2]))
        #expect(calls.value == ["look up labels assignees #2"])
    }

    @Test func aLabelSomeoneElseRemovedMeanwhileIsRemovedAsAsked() throws {
        let calls = Calls()
        var environment = environment(calls)
        environment.removeLabelFromIssue = { number, name in
            calls.append("remove label #\(number) \(name)")
            throw GitHubAPIError(status: 404, message: number == 2 ? "Label does not exist" : "Not Found", url: "u")
        }
        let (summary, events) = try run(IssueEdit(removeLabels: ["bug"]), [2, 4], yes: true, environment: environment)
        #expect(summary == BulkRun.Summary(done: [2], failed: [4]))
        #expect(events == ["edited #2", "failed #4"])
    }

    @Test func titleBodyAndRemovedMilestone() throws {
        let calls = Calls()
        _ = try run(IssueEdit(title: " New ", body: "Text", removeMilestone: true), [2], environment: environment(calls))
        #expect(calls.value == ["look up #2", #"patch #2 {"body":"Text","milestone":null,"title":"New"}"#])
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
        #expect(events == ["failed #9", "will edit #2 #3 #4", "edited #2", "failed #3", "edited #4"])
        #expect(calls.value == ["look up labels #2 #9 #3 #4", "ask Edit 3 issues?", "add labels #2 core", "sleep 0.25", "add labels #3 core",
                                "sleep 0.25", "add labels #4 core"])
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
        #expect(calls.value == ["look up #3", #"patch #3 {"body":"Typed"}"#,
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
