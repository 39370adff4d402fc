/// Why a `--template` was refused or failed, worded as Go's text/template words it (`template: :LINE: ...`) on one
/// line; exit 1, as gh gives.
public struct GoTemplateError: UserFacingError, Equatable {
    public var userMessage: String
    public var exitCode: ExitCode { .error }

    init(_ message: String) { userMessage = TerminalText.line(message) }

    /// A mistake in the template itself, found before anything runs.
    static func parse(line: Int, _ problem: String) -> GoTemplateError {
        GoTemplateError("template: :\(line): \(problem)")
    }

    /// A failure while running over the data, at the action that failed (`<.milestone.title>`).
    static func execute(_ position: GoTemplatePosition, _ problem: String) -> GoTemplateError {
        GoTemplateError("template: :\(position.line):\(position.column): executing \"\" at <\(position.source)>: \(problem)")
    }
}

/// Where a piece of a template is, for messages: its line, its column (in bytes from 0, as Go counts it) and its text.
struct GoTemplatePosition: Equatable, Sendable {
    var line: Int
    var column: Int
    var source: String
}
