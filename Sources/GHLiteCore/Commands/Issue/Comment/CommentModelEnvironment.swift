/// All `CommentModel` may do, each closure named as the `GitHubClient` operation it is, with the repository
/// already bound in by the container.
public struct CommentModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
    /// Sends the comment once; returns its URL.
    public var addComment: @Sendable (_ subjectID: String, _ body: String) throws -> String
    public var lastViewerComment: @Sendable (_ number: Int) throws -> ViewerComment?
    public var updateIssueComment: @Sendable (_ commentID: String, _ body: String) throws -> String
    public var deleteIssueComment: @Sendable (_ commentID: String) throws -> Void
    /// A local file, at most `maximumBytes` + 1 bytes of it (see `FileSystem.readFile`); nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (Data) throws -> String
    public var removeFile: @Sendable (_ path: String) throws -> Void
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
    public var openInBrowser: @Sendable (_ url: String) throws -> Void
    /// From now on Ctrl-C is caught (see `Interrupts`): a prompt throws `Interrupted` instead of gh-lite ending.
    public var catchInterrupts: @Sendable () throws -> Void
    /// Asks one yes/no question on the terminal; nil when there is no terminal to ask on.
    public var confirm: (@Sendable (_ question: String) throws -> Bool)?

    public init(getIssueTarget: @escaping @Sendable (Int) throws -> IssueTarget,
                addComment: @escaping @Sendable (String, String) throws -> String,
                lastViewerComment: @escaping @Sendable (Int) throws -> ViewerComment?,
                updateIssueComment: @escaping @Sendable (String, String) throws -> String,
                deleteIssueComment: @escaping @Sendable (String) throws -> Void,
                readFile: @escaping @Sendable (String, Int) throws -> Data?,
                saveDraft: @escaping @Sendable (Data) throws -> String,
                removeFile: @escaping @Sendable (String) throws -> Void,
                editText: @escaping @Sendable (String) throws -> String,
                openInBrowser: @escaping @Sendable (String) throws -> Void,
                catchInterrupts: @escaping @Sendable () throws -> Void,
                confirm: (@Sendable (String) throws -> Bool)?) {
        self.getIssueTarget = getIssueTarget
        self.addComment = addComment
        self.lastViewerComment = lastViewerComment
        self.updateIssueComment = updateIssueComment
        self.deleteIssueComment = deleteIssueComment
        self.readFile = readFile
        self.saveDraft = saveDraft
        self.removeFile = removeFile
        self.editText = editText
        self.openInBrowser = openInBrowser
        self.catchInterrupts = catchInterrupts
        self.confirm = confirm
    }

    /// Every closure throws "unimplemented: CommentModelEnvironment.NAME"; no terminal to ask on.
    public static var failing: CommentModelEnvironment {
        @Sendable func fail(_ name: String) -> Unimplemented { Unimplemented("CommentModelEnvironment.\(name)") }
        return CommentModelEnvironment(
            getIssueTarget: { _ in throw fail("getIssueTarget") }, addComment: { _, _ in throw fail("addComment") },
            lastViewerComment: { _ in throw fail("lastViewerComment") },
            updateIssueComment: { _, _ in throw fail("updateIssueComment") },
            deleteIssueComment: { _ in throw fail("deleteIssueComment") },
            readFile: { _, _ in throw fail("readFile") }, saveDraft: { _ in throw fail("saveDraft") },
            removeFile: { _ in throw fail("removeFile") }, editText: { _ in throw fail("editText") },
            openInBrowser: { _ in throw fail("openInBrowser") }, catchInterrupts: { throw fail("catchInterrupts") },
            confirm: nil)
    }
}

extension CommentModelEnvironment {
    /// Comments on `repo`'s issues; questions on `io`'s terminal when stdin and stderr are one.
    static func bound(to services: ContainerEnvironment, configuration: Configuration, repo: RepoRef, io: IO,
                      style: TerminalStyle) -> CommentModelEnvironment {
        let gitHub = services.gitHub
        return CommentModelEnvironment(
            getIssueTarget: { number in try gitHub.getIssueTarget(repo, number) },
            addComment: gitHub.addComment,
            lastViewerComment: { number in try gitHub.lastViewerComment(repo, number) },
            updateIssueComment: gitHub.updateIssueComment,
            deleteIssueComment: gitHub.deleteIssueComment,
            readFile: services.files.readFile,
            saveDraft: DraftFiles.saver(prefix: "issue-comment", services: services, configuration: configuration),
            removeFile: services.files.removeFile,
            editText: { text in try services.editor.edit(configuration.editor, text, "COMMENT_BODY.md") },
            openInBrowser: services.browser.open,
            catchInterrupts: services.interrupts.startCatching,
            confirm: Prompter.terminalConfirm(io: io, style: style))
    }
}
