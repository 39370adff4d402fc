/// A query GitHub's GraphQL API answered with `errors` (it says 200 all the same): the first error's
/// `type` (`NOT_FOUND`, `FORBIDDEN`, ...) when it has one, its message, and how many more there were.
public struct GraphQLError: UserFacingError, Equatable {
    public var type: String?
    public var message: String
    public var others: Int

    public init(type: String?, message: String, others: Int = 0) {
        self.type = type
        self.message = message
        self.others = others
    }

    init(_ error: GraphQLAnswerError, among count: Int) {
        self.init(type: error.type, message: error.message, others: count - 1)
    }

    public var isNotFound: Bool { type == "NOT_FOUND" }

    public var userMessage: String { "GitHub GraphQL: " + Self.describe(type: type, message: message, others: others) }

    /// `message (TYPE)`, one line, and how many other errors GitHub listed.
    static func describe(type: String?, message: String, others: Int) -> String {
        var text = TerminalText.line(message)
        if let type, !type.isEmpty { text += " (\(TerminalText.line(type)))" }
        if others > 0 { text += " and \(others) more error\(others == 1 ? "" : "s")" }
        return text
    }

    public var exitCode: ExitCode { .error }
}
