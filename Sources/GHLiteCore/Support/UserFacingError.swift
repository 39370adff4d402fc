/// An error that knows the one line to show the user and the exit code that goes with it.
public protocol UserFacingError: Error {
    var userMessage: String { get }
    var exitCode: ExitCode { get }
}

/// A failure with a message written for the user where it happened.
public struct CommandError: UserFacingError, Equatable {
    public var userMessage: String
    public var exitCode: ExitCode

    public init(_ message: String, exitCode: ExitCode = .error) {
        self.userMessage = message
        self.exitCode = exitCode
    }

    public static let cancelled = CommandError("cancelled", exitCode: .cancelled)
}

/// What to tell the user about any error: its own message when it is a `UserFacingError`, else its description.
public enum ErrorMessage {
    public static func describe(_ error: any Error) -> String {
        (error as? any UserFacingError)?.userMessage ?? "\(error)"
    }
}
