/// The whole program apart from the process: parse the words, build the container, run, report.
/// `main.swift` calls `run` with the process's variables and the live services; tests call it with `.mock` or `.failing`.
public enum CommandLineInterface {
    public static func run(_ arguments: [String], variables: [String: String], io: IO,
                           makeEnvironment: (Configuration) -> ContainerEnvironment) -> ExitCode {
        let command: ParsedCommand
        do {
            command = try ParsedCommand.parse(arguments)
        } catch let error as UsageError {
            io.writeError(error.message + "\n")
            if !error.usage.isEmpty { io.writeError("\n" + error.usage + "\n") }
            return error.exitCode
        } catch {
            return report(error, to: io)
        }
        switch command {
        case .help(let text):
            io.writeOutput(text)
            return .ok
        case .version:
            io.writeOutput("gh-lite version \(GHLiteVersion.current)\n")
            return .ok
        case .run(let invocation):
            // Flags such as `--no-cache` and `auth --hostname` set their variable for this run only.
            let variables = variables.merging(invocation.variables) { $1 }
            let configuration = Configuration(variables: variables)
            var services = makeEnvironment(configuration)
            services.browser = services.browser.printingURLWhenItFails(
                io: io, style: TerminalStyle(variables: variables, isTerminal: io.stderrIsTerminal))
            let container = Container(environment: services, configuration: configuration)
            let context = CommandContext(container: container, io: io, variables: variables)
            let exitCode = report(to: io) {
                try configuration.checkVariables()
                try invocation.body(context)
            }
            // What came was shown, and what GitHub left out was said as it was found.
            return exitCode == .ok && services.incompleteAnswers.anyReported() ? .error : exitCode
        }
    }

    /// Runs a command and turns any error into its one line on stderr and its exit code. Messages often
    /// quote GitHub (its `message`, a URL it sent), so they are neutralised like any other server text.
    static func report(to io: IO, _ body: () throws -> Void) -> ExitCode {
        do {
            try body()
            return .ok
        } catch {
            return report(error, to: io)
        }
    }

    /// One error's line on stderr and its exit code, whether parsing or running threw it: a `UserFacingError`'s
    /// own sentence, anything else as unexpected.
    static func report(_ error: any Error, to io: IO) -> ExitCode {
        if let error = error as? any UserFacingError {
            io.writeError(TerminalText.block(error.userMessage) + "\n")
            return error.exitCode
        }
        io.writeError(TerminalText.block("unexpected error: \(error)") + "\n")
        return .error
    }
}
