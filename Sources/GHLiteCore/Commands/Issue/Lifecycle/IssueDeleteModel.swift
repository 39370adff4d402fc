/// Deletes one issue of a repository (bound into the environment) for good, as gh does: looked up, then on a
/// terminal its number typed back before anything is sent; elsewhere only with `--yes`, refused before any request.
public struct IssueDeleteModel: Sendable {
    public enum Outcome: Sendable, Equatable {
        case deleted(IssueTarget)
        /// The number typed back was not the issue's: nothing sent.
        case kept(IssueTarget)
    }

    public var environment: IssueDeleteModelEnvironment

    public init(environment: IssueDeleteModelEnvironment) {
        self.environment = environment
    }

    public func run(_ number: Int, yes: Bool) throws -> Outcome {
        guard yes || environment.askForNumber != nil else {
            throw CommandError("refusing to delete issue #\(number) without confirmation: pass --yes to delete it "
                               + "(no terminal to ask on)")
        }
        let target = try environment.getIssueTarget(number)
        if !yes, let ask = environment.askForNumber {
            let answer = try ask("You're going to delete issue #\(target.number). This action cannot be reversed. "
                                 + "To confirm, type the issue number:")
            guard IssueReference.number(answer.trimmingWhitespace()) == target.number else { return .kept(target) }
        }
        do {
            try environment.deleteIssue(target.id)
        } catch let error as GraphQLError where error.type == "FORBIDDEN" {
            throw CommandError("could not delete issue #\(target.number): only the repository's admins can delete "
                               + "issues (\(error.userMessage))")
        }
        return .deleted(target)
    }
}
