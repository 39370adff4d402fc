import GHLiteCore
import Testing

@Suite(.strictDoubles) struct IssueCommentModelTests {
    static let repo = RepoRef(owner: "octocat", name: "Hello-World")
    static let issue = IssueTarget(id: "I_2", number: 2, title: "Broken link", state: .open,
                                   url: "https://github.com/octocat/Hello-World/issues/2")
    static let mine = ViewerComment(id: "IC_9", body: "First try", url: "https://github.com/octocat/Hello-World/issues/2#issuecomment-9")

    func model(_ change: (inout IssueCommentModelEnvironment) -> Void) -> IssueCommentModel {
        var environment = IssueCommentModelEnvironment.failing
        change(&environment)
        return IssueCommentModel(repository: Self.repo, webURL: "https://github.com/octocat/Hello-World",
                                 environment: environment)
    }

    /// The draft JSON a failing send saved, decoded.
    static func decoded(_ data: Data) throws -> CommentDraft {
        try JSONDecoder().decode(CommentDraft.self, from: data)
    }

    @Test func aCommentIsSentOnceAndItsURLReturned() throws {
        let sent = Locked<[String]>([])
        let model = model { $0.createIssueComment = { number, body in
            sent.withLock { $0.append("\(number) \(body)") }
            return IssueComment(authorLogin: "octocat", body: body, createdAt: Date(timeIntervalSince1970: 0),
                                url: "https://github.com/octocat/Hello-World/issues/2#issuecomment-1")
        } }
        #expect(try model.send("Hello", as: .add(issue: 2))?.url == "https://github.com/octocat/Hello-World/issues/2#issuecomment-1")
        #expect(sent.value == ["2 Hello"])
    }

    @Test func anEmptyTextIsRefusedAndNothingSent() {
        let model = model { _ in }
        #expect(throws: CommandError("the comment is empty: nothing was sent")) {
            try model.send(" \n", as: .add(issue: 2))
        }
    }

    @Test func aFailedSendKeepsTheTextInADraftAndSaysHowToSendItAgain() throws {
        let saved = Locked<Data?>(nil)
        let model = model {
            $0.createIssueComment = { _, _ in throw GitHubAPIError(status: 502, message: "Bad Gateway", url: "u") }
            $0.saveDraft = { data in
                saved.withLock { $0 = data }
                return "/drafts/issue-comment-1.json"
            }
        }
        let error = try #require(throws: UnsentCommentError.self) { try model.send("Keep me", as: .add(issue: 2)) }
        #expect(error.exitCode == .error)
        #expect(error.userMessage == """
            could not comment on octocat/Hello-World#2: HTTP 502: Bad Gateway
            The comment may have been posted anyway: check https://github.com/octocat/Hello-World/issues/2 before you send it again.
            Your text is saved. To send it again: gh-lite issue comment 2 -R octocat/Hello-World --recover /drafts/issue-comment-1.json
            """)
        #expect(try Self.decoded(try #require(saved.value))
                == CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "Keep me"))
    }

    @Test func aMissingIssueIsNamedAndTheTextKept() throws {
        let model = model {
            $0.createIssueComment = { _, _ in throw GitHubAPIError(status: 404, message: "Not Found", url: "u") }
            $0.saveDraft = { _ in "/drafts/issue-comment-1.json" }
        }
        let error = try #require(throws: UnsentCommentError.self) { try model.send("Keep me", as: .add(issue: 99)) }
        #expect(error.userMessage.hasPrefix("could not comment on octocat/Hello-World#99: issue #99 not found in "
                                            + "octocat/Hello-World; see its issues with `gh-lite issue list --state all -R octocat/Hello-World`\n"
                                            + "Your text is saved."))
    }

    @Test func aTransferredIssueIsNamedAsMoved() throws {
        let model = model {
            $0.createIssueComment = { _, _ in throw GitHubAPIError(status: 301, message: "Moved Permanently", url: "u") }
            $0.saveDraft = { _ in "/drafts/issue-comment-1.json" }
        }
        let error = try #require(throws: UnsentCommentError.self) { try model.send("Keep me", as: .add(issue: 3)) }
        #expect(error.userMessage.hasPrefix("could not comment on octocat/Hello-World#3: issue #3 was moved out of "
                                            + "octocat/Hello-World to another repository"))
    }

    @Test func gitHubOutOfReachIsThrownAsItIsForTheOutboxWithNoDraft() throws {
        let refused = TransportError(kind: .couldNotConnect, host: "api.github.com", detail: "refused")
        let model = model { $0.createIssueComment = { _, _ in throw refused } }
        #expect(throws: refused) { try model.send("Queue me", as: .add(issue: 2)) }
    }

    @Test func aRefusedEditIsKeptAsAnEditAndShownWhenNoDraftCanBeWritten() throws {
        let model = model {
            $0.updateIssueComment = { _, _ in throw GraphQLError(type: "FORBIDDEN", message: "Issue is locked") }
            $0.saveDraft = { _ in throw CommandError("disk full") }
        }
        let error = try #require(throws: UnsentCommentError.self) {
            try model.send("New text", as: .edit(Self.mine, issue: 2))
        }
        #expect(error.draft == CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "New text", editLast: true))
        #expect(error.userMessage == """
            could not edit your comment on octocat/Hello-World#2: GitHub GraphQL: Issue is locked (FORBIDDEN)
            Your text could not be saved (disk full); here it is:

            New text
            """)
    }

    @Test func ctrlCInTheEditorKeepsWhatItHeldAndExitsTwo() throws {
        let saved = Locked<Data?>(nil)
        let model = model {
            $0.startCatchingInterrupts = {}
            $0.editText = { _ in throw EditorInterrupted(text: "Half a thought\n\n") }
            $0.saveDraft = { data in
                saved.withLock { $0 = data }
                return "/d.json"
            }
        }
        let draft = CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "")
        let error = try #require(throws: UnsentCommentError.self) { try model.edit("", draft: draft) }
        #expect(error.exitCode == .cancelled)
        #expect(error.userMessage == "cancelled\nYour text is saved. To send it again: "
                + "gh-lite issue comment 2 -R octocat/Hello-World --recover /d.json")
        #expect(try Self.decoded(try #require(saved.value)).body == "Half a thought")
    }

    @Test func ctrlCInTheEditorWithNothingNewWritesNoDraft() {
        let model = model {
            $0.startCatchingInterrupts = {}
            $0.editText = { text in throw EditorInterrupted(text: text + "\n") }
        }
        let draft = CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "First try", editLast: true)
        #expect(throws: Interrupted()) { try model.edit("First try", draft: draft) }
    }

    @Test func editLastWithoutAnyCommentOfYoursSaysSo() {
        let model = model { $0.lastViewerComment = { _ in nil } }
        #expect(throws: CommandError("you have no comments on octocat/Hello-World#2 to edit")) {
            try model.lastComment(on: 2, to: "edit")
        }
    }

    @Test func deleteLastWithoutATerminalOrYesIsRefusedBeforeAnyRequest() {
        let model = model { _ in }
        #expect(throws: CommandError("refusing to delete your last comment on octocat/Hello-World#2 without "
                                     + "confirmation: pass --yes to delete it (no terminal to ask on)")) {
            try model.deleteLast(on: 2, yes: false) { _ in }
        }
    }

    @Test func deleteLastAsksFirstOnATerminalAndNoDeletesNothing() throws {
        let questions = Locked<[String]>([])
        let model = model {
            $0.getIssueTarget = { _ in Self.issue }
            $0.lastViewerComment = { _ in ViewerComment(id: "IC_9", body: String(repeating: "long words ", count: 5), url: "u") }
            $0.confirm = { question in
                questions.withLock { $0.append(question) }
                return false
            }
        }
        var warned: [ViewerComment] = []
        #expect(throws: CommandError.cancelled) { try model.deleteLast(on: 2, yes: false) { warned.append($0) } }
        #expect(questions.value == ["Delete the comment: \"long words long words long words long wo...\"?"])
        #expect(warned.map(\.id) == ["IC_9"])
    }

    @Test func deleteLastWithYesDeletesYourNewestCommentWithoutAsking() throws {
        let deleted = Locked<[String]>([])
        let model = model {
            $0.getIssueTarget = { _ in Self.issue }
            $0.lastViewerComment = { number in number == 2 ? Self.mine : nil }
            $0.deleteIssueComment = { id in deleted.withLock { $0.append(id) } }
            $0.confirm = { _ in Issue.record("asked despite --yes"); return false }
        }
        try model.deleteLast(on: 2, yes: true) { _ in Issue.record("warned despite --yes") }
        #expect(deleted.value == ["IC_9"])
    }

    @Test func aDeleteWhoseAnswerWasLostNamesTheCommentInsteadOfSayingTryAgain() {
        let model = model {
            $0.getIssueTarget = { _ in Self.issue }
            $0.lastViewerComment = { _ in Self.mine }
            $0.deleteIssueComment = { _ in
                throw TransportError(kind: .connectionLost, host: "api.github.com", detail: "reset",
                                     writeMayHaveBeenApplied: true)
            }
        }
        #expect(throws: CommandError("your last comment on octocat/Hello-World#2 may have been deleted: no complete "
                                     + "answer from api.github.com (reset): look at "
                                     + "https://github.com/octocat/Hello-World/issues/2#issuecomment-9 before you run this again")) {
            try model.deleteLast(on: 2, yes: true) { _ in }
        }
    }

    @Test func aDraftGoesBackOnlyOntoItsOwnIssue() throws {
        let draft = try CommentDraft(repository: "octocat/Hello-World", issue: 2, body: "Saved", editLast: true).encoded()
        let model = model { $0.readFile = { path, _ in path == "/d.json" ? draft : nil } }
        #expect(try model.recover("/d.json", onto: 2) == "Saved")
        #expect(throws: CommandError("the draft /d.json is for octocat/Hello-World#2, not octocat/Hello-World#3: "
                                     + "run `gh-lite issue comment 2 -R octocat/Hello-World --edit-last --recover /d.json`")) {
            try model.recover("/d.json", onto: 3)
        }
        #expect(throws: CommandError("failed to recover input: there is no draft at /gone.json")) {
            try model.recover("/gone.json", onto: 2)
        }
    }
}
