import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueLifecycleModelTests {
    /// Issues 1-8; 3 is locked as spam and pinned; 9 is missing.
    static func target(_ number: Int) throws -> IssueTarget {
        guard number != 9 else { throw IssueLookupError.issueNotFound(9) }
        return IssueTarget(id: "ID\(number)", number: number, title: "Issue \(number)", state: .open,
                           locked: number == 3, activeLockReason: number == 3 ? "SPAM" : nil, isPinned: number == 3)
    }

    func lockPin(_ calls: CallLog, confirm: Bool? = nil) -> IssueLockPinModelEnvironment {
        var environment = IssueLockPinModelEnvironment.failing
        environment.getIssueTarget = { try Self.target($0) }
        environment.lockIssue = { id, reason in
            guard id != "ID4" else { throw GraphQLError(type: "FORBIDDEN", message: "no") }
            calls.append("lock \(id) \(reason?.graphQLValue ?? "-")")
        }
        environment.unlockIssue = { calls.append("unlock \($0)") }
        environment.pinIssue = { calls.append("pin \($0)") }
        environment.unpinIssue = { calls.append("unpin \($0)") }
        environment.bulk.startCatchingInterrupts = {}
        environment.bulk.checkInterrupts = {}
        environment.bulk.sleep = { calls.append("sleep \($0)") }
        if let confirm {
            environment.bulk.confirm = { question in
                calls.append("ask \(question)")
                return confirm
            }
        }
        return environment
    }

    func run(_ change: IssueLockPinModel.Change, _ numbers: [Int], yes: Bool = false,
             environment: IssueLockPinModelEnvironment) throws -> (BulkRun.Summary, [String]) {
        var events: [String] = []
        let summary = try IssueLockPinModel(environment: environment).run(
            change, on: IssueSelection(.numbers(numbers)), yes: yes) { events.append($0.logLine) }
        return (summary, events)
    }

    @Test func lockOneWithAReason() throws {
        let calls = CallLog()
        let (summary, events) = try run(.lock(reason: .tooHeated), [2], environment: lockPin(calls))
        #expect(summary == BulkRun.Summary(done: [2]))
        #expect(events == ["changed #2"])
        #expect(calls.value == ["lock ID2 TOO_HEATED"])
    }

    @Test func alreadyLockedOrPinnedSendsNothing() throws {
        let calls = CallLog()
        #expect(try run(.lock(reason: nil), [3], environment: lockPin(calls)).1 == ["unchanged #3"])
        #expect(try run(.pin, [3], environment: lockPin(calls)).1 == ["unchanged #3"])
        #expect(try run(.unlock, [2], environment: lockPin(calls)).1 == ["unchanged #2"])
        #expect(try run(.unpin, [2], environment: lockPin(calls)).1 == ["unchanged #2"])
        #expect(calls.value.isEmpty)
    }

    @Test func manyAreConfirmedOnceAndOneFailureDoesNotStopTheRest() throws {
        let calls = CallLog()
        let (summary, events) = try run(.lock(reason: nil), [9, 3, 4, 5], environment: lockPin(calls, confirm: true))
        #expect(summary == BulkRun.Summary(done: [5], failed: [4, 9]))
        #expect(events == ["failed #9", "unchanged #3", "will change #4 #5", "failed #4", "changed #5"])
        #expect(calls.value == ["ask Lock 2 issues?", "sleep 1.0", "lock ID5 -"])
    }

    @Test func manyWithoutATerminalNeedYes() throws {
        let calls = CallLog()
        #expect(throws: CommandError.self) { try run(.unpin, [3, 4], environment: lockPin(calls)) }
        let (summary, _) = try run(.unpin, [3, 4], yes: true, environment: lockPin(calls))
        #expect(summary == BulkRun.Summary(done: [3]))
        #expect(calls.value == ["unpin ID3"])
    }

    @Test func sayingNoChangesNothing() throws {
        let calls = CallLog()
        #expect(throws: CommandError.cancelled) { try run(.unlock, [3, 6, 2], environment: lockPin(calls, confirm: false)) }
        #expect(calls.value == ["ask Unlock 1 issue?"])
    }

    func delete(_ calls: CallLog, typed: String?) -> IssueDeleteModelEnvironment {
        var environment = IssueDeleteModelEnvironment.failing
        environment.getIssueTarget = { try Self.target($0) }
        environment.deleteIssue = { id in
            guard id != "ID8" else {
                throw GraphQLError(type: "FORBIDDEN", message: "octocat does not have the correct permissions to execute `DeleteIssue`")
            }
            calls.append("delete \(id)")
        }
        if let typed {
            environment.askForNumber = { question in
                calls.append("ask \(question)")
                return typed
            }
        }
        return environment
    }

    @Test func deleteAsksForTheNumberOnATerminal() throws {
        let calls = CallLog()
        #expect(try IssueDeleteModel(environment: delete(calls, typed: " 4\n")).run(4, yes: false)
                == .deleted(try Self.target(4)))
        #expect(calls.value == ["ask You're going to delete issue #4. This action cannot be reversed. To confirm, "
                                + "type the issue number:", "delete ID4"])
        let wrong = CallLog()
        #expect(try IssueDeleteModel(environment: delete(wrong, typed: "5")).run(4, yes: false) == .kept(try Self.target(4)))
        #expect(wrong.value.count == 1)
    }

    @Test func deleteWithoutATerminalNeedsYesBeforeAnyRequest() throws {
        let calls = CallLog()
        let model = IssueDeleteModel(environment: delete(calls, typed: nil))
        #expect(throws: CommandError("refusing to delete issue #4 without confirmation: pass --yes to delete it "
                                     + "(no terminal to ask on)")) { try model.run(4, yes: false) }
        #expect(calls.value.isEmpty)
        #expect(try model.run(4, yes: true) == .deleted(try Self.target(4)))
        #expect(throws: CommandError("could not delete issue #8: only the repository's admins can delete issues "
                                     + "(GitHub GraphQL: octocat does not have the correct permissions to execute "
                                     + "`DeleteIssue` (FORBIDDEN))")) { try model.run(8, yes: true) }
    }

    func transfer(_ calls: CallLog) -> IssueTransferModelEnvironment {
        var environment = IssueTransferModelEnvironment.failing
        environment.getIssueTarget = { try Self.target($0) }
        environment.getRepositoryID = { repo in
            guard repo.name != "gone" else { throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve") }
            return "R_" + repo.name
        }
        environment.transferIssue = { issueID, repositoryID in
            guard repositoryID != "R_no-issues" else {
                throw GraphQLError(type: "UNPROCESSABLE", message: "New repository must have issues enabled")
            }
            calls.append("transfer \(issueID) to \(repositoryID)")
            return "https://github.com/octocat/empty/issues/1"
        }
        return environment
    }

    @Test func transferLooksUpTheDestinationAndReturnsTheNewURL() throws {
        let calls = CallLog()
        let model = IssueTransferModel(environment: transfer(calls))
        #expect(try model.run(6, to: RepoRef(owner: "octocat", name: "empty")) == "https://github.com/octocat/empty/issues/1")
        #expect(calls.value == ["transfer ID6 to R_empty"])
        #expect(throws: CommandError("could not transfer issue #6 to octocat/no-issues: New repository must have "
                                     + "issues enabled")) { try model.run(6, to: RepoRef(owner: "octocat", name: "no-issues")) }
        #expect(throws: CommandError("destination repository octocat/gone not found (or you have no access)")) {
            try model.run(6, to: RepoRef(owner: "octocat", name: "gone"))
        }
        #expect(throws: IssueLookupError.issueNotFound(9)) { try model.run(9, to: RepoRef(owner: "o", name: "empty")) }
    }
}
