/// The command line itself is wrong: reported before any request, with the command's usage.
public struct UsageError: UserFacingError, Equatable {
    public var message: String
    public var usage: String

    public init(_ message: String, usage: String = "") {
        self.message = message
        self.usage = usage
    }

    public var userMessage: String { message }
    public var exitCode: ExitCode { .error }
}
