/// What deleting an issue may call, named as the `GitHubClient` operations, with the repository bound in; and
/// the question that asks for the number on a terminal. `.failing`: each operation throws
/// "unimplemented: IssueDeleteModelEnvironment.NAME", and there is no terminal to ask on.
public struct IssueDeleteModelEnvironment: Sendable {
    public var getIssueTarget: @Sendable (_ number: Int) throws -> IssueTarget
        = { _ in throw Unimplemented("IssueDeleteModelEnvironment.getIssueTarget") }
    public var deleteIssue: @Sendable (_ issueID: String) throws -> Void
        = { _ in throw Unimplemented("IssueDeleteModelEnvironment.deleteIssue") }
    /// Asks for one line of text on the terminal; nil when there is no terminal to ask on.
    public var askForNumber: (@Sendable (_ question: String) throws -> String)?

    public init() {}

    public static var failing: IssueDeleteModelEnvironment { IssueDeleteModelEnvironment() }
}

extension IssueDeleteModelEnvironment {
    /// `repo`'s issues from `services`; the question on `io`'s terminal when stdin and stderr are one.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, io: IO,
                      style: TerminalStyle) -> IssueDeleteModelEnvironment {
        let gitHub = services.gitHub
        let prompter = Prompter(io: io, style: style)
        var environment = IssueDeleteModelEnvironment()
        environment.getIssueTarget = { number in try gitHub.getIssueTarget(repo, number) }
        environment.deleteIssue = gitHub.deleteIssue
        if io.stdinIsTerminal && io.stderrIsTerminal {
            environment.askForNumber = { question in try prompter.input(question) }
        }
        return environment
    }
}
