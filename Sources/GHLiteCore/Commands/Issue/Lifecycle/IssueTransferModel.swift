/// Moves one issue of a repository (bound into the environment) to another repository, as gh does: the issue
/// and the destination looked up for their node ids, then `transferIssue`, which answers with the issue's new URL.
public struct IssueTransferModel: Sendable {
    public var environment: IssueTransferModelEnvironment

    public init(environment: IssueTransferModelEnvironment) {
        self.environment = environment
    }

    /// The issue's URL in `destination`.
    public func run(_ number: Int, to destination: RepoRef) throws -> String {
        let target = try environment.getIssueTarget(number)
        let repositoryID: String
        do {
            repositoryID = try environment.getRepositoryID(destination)
        } catch let error as GraphQLError where error.isNotFound {
            throw CommandError("destination repository \(destination) not found (or you have no access)")
        }
        do {
            return try environment.transferIssue(target.id, repositoryID)
        } catch let error as GraphQLError where ["UNPROCESSABLE", "FORBIDDEN"].contains(error.type) {
            // GitHub's reasons (issues disabled there, another owner, ...) are the message: one line, as given.
            throw CommandError("could not transfer issue #\(target.number) to \(destination): "
                               + TerminalText.line(error.message))
        }
    }
}
