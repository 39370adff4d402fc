/// What a running command may use: the container's models, the streams, and how to style output.
public struct CommandContext: Sendable {
    public var container: Container
    public var io: IO
    /// The process's environment variables, with those the command line set for this run.
    public var variables: [String: String]

    public init(container: Container, io: IO, variables: [String: String]) {
        self.container = container
        self.io = io
        self.variables = variables
    }

    public var configuration: Configuration { container.configuration }

    public var outputStyle: TerminalStyle {
        TerminalStyle(variables: variables, isTerminal: io.stdoutIsTerminal)
    }

    public var errorStyle: TerminalStyle {
        TerminalStyle(variables: variables, isTerminal: io.stderrIsTerminal)
    }

    public func now() throws -> Date { try container.environment.clock.now() }
}
