/// A query GitHub's GraphQL API answered with `errors` (it says 200 all the same): the first error's
/// `type` (`NOT_FOUND`, `FORBIDDEN`, ...) when it has one, and its message.
public struct GraphQLError: UserFacingError, Equatable {
    public var type: String?
    public var message: String

    public init(type: String?, message: String) {
        self.type = type
        self.message = message
    }

    public var isNotFound: Bool { type == "NOT_FOUND" }

    public var userMessage: String { "GitHub GraphQL: " + TerminalText.line(message) }

    public var exitCode: ExitCode { .error }
}
