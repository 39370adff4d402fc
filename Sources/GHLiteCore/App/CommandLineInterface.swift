/// The whole program apart from the process: parse the words, build the container, run, report.
/// `main.swift` calls `run` with the process's variables and the live services; tests call it with `.mock` or `.failing`.
public enum CommandLineInterface {
    /// `configFiles`: where `config.yml` is read from before anything runs (its aliases and settings); nil: there is
    /// none (tests of other commands).
    public static func run(_ arguments: [String], variables: [String: String], io: IO, configFiles: FileSystem? = nil,
                           makeEnvironment: (Configuration) -> ContainerEnvironment) -> ExitCode {
        let configFile = ConfigFileOnce(directory: Configuration(variables: variables).configDirectory, files: configFiles)
        var arguments = arguments
        do {
            switch try expandingAlias(arguments, configFile: configFile) {
            case .command(let words):
                arguments = words
            case .shell(let words):
                let configuration = Configuration(variables: variables, file: try configFile.read())
                try makeEnvironment(configuration).processReplacement.exec(words)
            }
        } catch {
            return report(error, to: io)
        }
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
            // The root help lists the aliases; a config file that cannot be read leaves them out of it.
            let aliases = text == CommandTree.root.helpText(path: "gh-lite") ? (try? configFile.read())?.aliases ?? [] : []
            io.writeOutput(aliases.isEmpty ? text : CommandTree.rootHelp(aliases: aliases))
            return .ok
        case .version:
            io.writeOutput("gh-lite version \(GHLiteVersion.current)\n")
            return .ok
        case .run(let invocation):
            // Flags such as `--no-cache` and `auth --hostname` set their variable for this run only.
            let variables = variables.merging(invocation.variables) { $1 }
            let configuration: Configuration
            do {
                configuration = Configuration(variables: variables, file: try configFile.read())
            } catch {
                return report(error, to: io)
            }
            var io = io
            // gh's `prompt: disabled` (or GH_PROMPT_DISABLED): every command acts as it does without a terminal to ask on.
            if configuration.promptsDisabled { io.stdinIsTerminal = false }
            var services = makeEnvironment(configuration)
            services.browser = services.browser.printingURLWhenItFails(
                io: io, style: TerminalStyle(variables: variables, isTerminal: io.stderrIsTerminal))
            let container = Container(environment: services, configuration: configuration)
            let context = CommandContext(container: container, io: io, variables: variables)
            let usesNoSettings = CommandTree.usesNoSettings(arguments.first)
            let exitCode = report(to: io) {
                if !usesNoSettings { try configuration.checkVariables() }
                try invocation.body(context)
            }
            // What came was shown, and what GitHub left out was said as it was found.
            return exitCode == .ok && services.incompleteAnswers.anyReported() ? .error : exitCode
        }
    }

    /// The words with a leading alias expanded (an alias may lead to another, a few deep), or a shell alias's
    /// `sh -c` words. A built-in command's name is never looked up, so no alias can shadow one.
    static func expandingAlias(_ typed: [String], configFile: ConfigFileOnce) throws -> AliasExpansion {
        var words = typed
        for _ in 0..<maximumAliasDepth {
            guard let first = words.first, !first.hasPrefix("-"), !CommandTree.isBuiltIn(first),
                  let expansion = try configFile.read().alias(first) else { return .command(words) }
            let expanded = try AliasExpansion.expand(expansion, arguments: Array(words.dropFirst()))
            guard case .command(let next) = expanded else { return expanded }
            words = next
        }
        throw CommandError("alias \(TerminalText.line(typed.first ?? "")) leads to aliases more than "
                           + "\(maximumAliasDepth) deep: check `gh-lite alias list` for a loop")
    }

    static let maximumAliasDepth = 10

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
