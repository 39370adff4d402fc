/// What a running command may use: the container's models, the streams, and how to style output.
public struct CommandContext: Sendable {
    public var container: Container
    public var io: IO
    public var environment: [String: String]

    public init(container: Container, io: IO, environment: [String: String]) {
        self.container = container
        self.io = io
        self.environment = environment
    }

    public var configuration: Configuration { container.configuration }

    public var outputStyle: TerminalStyle {
        TerminalStyle(environment: environment, isTerminal: io.stdoutIsTerminal)
    }

    public var errorStyle: TerminalStyle {
        TerminalStyle(environment: environment, isTerminal: io.stderrIsTerminal)
    }

    public func now() throws -> Date { try container.environment.clock.now() }
}
