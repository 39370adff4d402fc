/// What deleting an issue may call, named as the `GitHubClient` operations, with the repository bound in; and
/// the question that asks for the number on a terminal.
public struct IssueDeleteModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
    public var deleteIssue: @Sendable (_ issueID: String) throws -> Void
    /// Asks for one line of text on the terminal; nil when there is no terminal to ask on.
    public var askForNumber: (@Sendable (_ question: String) throws -> String)?

    public init(getIssueTarget: @escaping @Sendable (Int) throws -> IssueTarget,
                deleteIssue: @escaping @Sendable (String) throws -> Void,
                askForNumber: (@Sendable (String) throws -> String)?) {
        self.getIssueTarget = getIssueTarget
        self.deleteIssue = deleteIssue
        self.askForNumber = askForNumber
    }

    /// Every closure throws "unimplemented: IssueDeleteModelEnvironment.NAME"; no terminal to ask on.
    public static var failing: IssueDeleteModelEnvironment {
        IssueDeleteModelEnvironment(
            getIssueTarget: { _ in throw Unimplemented("IssueDeleteModelEnvironment.getIssueTarget") },
            deleteIssue: { _ in throw Unimplemented("IssueDeleteModelEnvironment.deleteIssue") },
            askForNumber: nil)
    }

    /// `repo`'s issues from `services`; the question on `io`'s terminal when stdin and stderr are one.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO,
                      style: TerminalStyle) -> IssueDeleteModelEnvironment {
        let gitHub = services.gitHub
        let prompter = Prompter(io: io, style: style)
        let ask: @Sendable (String) throws -> String = { question in try prompter.input(question) }
        return IssueDeleteModelEnvironment(
            getIssueTarget: { number in try gitHub.getIssueTarget(repo, number) },
            deleteIssue: gitHub.deleteIssue,
            askForNumber: io.stdinIsTerminal && io.stderrIsTerminal ? ask : nil)
    }
}
