/// Where `--json` output goes, for `--jq` and `--template`: whether it is a terminal, how wide, which colours it may
/// have, the clock `timeago` and jq's `now` read, and the environment variables jq's `$ENV` and `env` give.
public struct ExportDestination {
    public var isTerminal: Bool
    /// The template tables' width: the terminal's, or 80 when piped, as gh takes.
    public var width: Int
    /// `color` and `autocolor`: on for a terminal unless colour is turned off.
    public var style: TerminalStyle
    /// Read only when a template uses `timeago` or a filter `now`.
    public var now: () throws -> Date
    /// The process's environment, as `--jq`'s `$ENV` and `env` show it.
    public var variables: [String: String]

    public init(isTerminal: Bool, width: Int?, style: TerminalStyle,
                now: @escaping () throws -> Date, variables: [String: String] = [:]) {
        self.isTerminal = isTerminal
        self.width = width ?? 80
        self.style = style
        self.now = now
        self.variables = variables
    }
}
