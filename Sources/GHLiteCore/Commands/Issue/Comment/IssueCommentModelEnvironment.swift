/// All `IssueCommentModel` may do, each closure named as the `GitHubClient` operation it is, with the repository
/// already bound in by `bound(to:configuration:repo:io:style:)`. Every closure starts out failing with
/// "unimplemented: IssueCommentModelEnvironment.NAME", and there is no terminal to ask on (that is `.failing`); tests
/// override what their case needs.
public struct IssueCommentModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.getIssueTarget") }
    /// Sends the comment once, by the issue's number; returns it as GitHub answered.
    public var createIssueComment: @Sendable (_ number: Int, _ body: String) throws -> IssueComment
        = { _, _ in throw Unimplemented("IssueCommentModelEnvironment.createIssueComment") }
    public var lastViewerComment: @Sendable (_ number: Int) throws -> ViewerComment?
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.lastViewerComment") }
    public var updateIssueComment: @Sendable (_ commentID: String, _ body: String) throws -> IssueComment?
        = { _, _ in throw Unimplemented("IssueCommentModelEnvironment.updateIssueComment") }
    public var deleteIssueComment: @Sendable (_ commentID: String) throws -> Void
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.deleteIssueComment") }
    /// A local file, at most `maximumBytes` + 1 bytes of it (see `FileSystem.readFile`); nil when it does not exist.
    public var readFile: @Sendable (_ path: String, _ maximumBytes: Int) throws -> Data?
        = { _, _ in throw Unimplemented("IssueCommentModelEnvironment.readFile") }
    /// Writes a draft privately under the cache directory and returns its path.
    public var saveDraft: @Sendable (Data) throws -> String
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.saveDraft") }
    public var removeFile: @Sendable (_ path: String) throws -> Void
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.removeFile") }
    /// Opens the text in the user's editor and returns what they saved.
    public var editText: @Sendable (_ text: String) throws -> String
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.editText") }
    public var openInBrowser: @Sendable (_ url: String) throws -> Void
        = { _ in throw Unimplemented("IssueCommentModelEnvironment.openInBrowser") }
    /// From now on Ctrl-C is caught (see `Interrupts`): a prompt throws `Interrupted` instead of gh-lite ending.
    public var startCatchingInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("IssueCommentModelEnvironment.startCatchingInterrupts") }
    /// Asks one yes/no question on the terminal; nil when there is no terminal to ask on.
    public var confirm: (@Sendable (_ question: String) throws -> Bool)?

    public init() {}

    public static var failing: IssueCommentModelEnvironment { IssueCommentModelEnvironment() }
}

extension IssueCommentModelEnvironment {
    /// Comments on `repo`'s issues; questions on `io`'s terminal when stdin and stderr are one.
    static func bound(to services: ContainerEnvironment, configuration: Configuration, repo: RepoRef, io: IO,
                      style: TerminalStyle) -> IssueCommentModelEnvironment {
        let gitHub = services.gitHub
        var environment = IssueCommentModelEnvironment()
        environment.getIssueTarget = { number in try gitHub.getIssueTarget(repo, number) }
        environment.createIssueComment = { number, body in try gitHub.createIssueComment(repo, number, body) }
        environment.lastViewerComment = { number in try gitHub.lastViewerComment(repo, number) }
        environment.updateIssueComment = gitHub.updateIssueComment
        environment.deleteIssueComment = gitHub.deleteIssueComment
        environment.readFile = services.files.readFile
        environment.saveDraft = DraftFiles.saver(prefix: "issue-comment", services: services, configuration: configuration)
        environment.removeFile = services.files.removeFile
        environment.editText = { text in try services.editor.edit(configuration.editor, text, "COMMENT_BODY.md") }
        environment.openInBrowser = services.browser.open
        environment.startCatchingInterrupts = services.interrupts.startCatching
        environment.confirm = Prompter.terminalConfirm(io: io, style: style)
        return environment
    }
}
