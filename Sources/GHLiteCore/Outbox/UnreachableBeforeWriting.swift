/// GitHub could not be reached while the issues were being looked up, before anything was written: the run stops
/// there (every other issue would fail the same way), and a command that can queue its writes does so instead.
public struct UnreachableBeforeWriting: UserFacingError {
    public var cause: any Error

    public var userMessage: String { ErrorMessage.describe(cause) }
    public var exitCode: ExitCode { (cause as? any UserFacingError)?.exitCode ?? .error }
}
