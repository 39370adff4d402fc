/// Names that are not in the repository, one line each with the close matches. Found before anything is sent.
public struct MetadataError: UserFacingError, Equatable {
    public var problems: [String]

    public init(problems: [String]) { self.problems = problems }

    public var userMessage: String { problems.joined(separator: "\n") }
    public var exitCode: ExitCode { .error }
}
