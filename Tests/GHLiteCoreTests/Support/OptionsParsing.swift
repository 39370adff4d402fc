import GHLiteCore
import Testing

/// For suites of a command's options: its words parsed as the command line would be, or the usage error's message.
protocol OptionsParsing {}

extension OptionsParsing {
    func parse<Options>(_ spec: CommandSpec, _ parse: (ParsedArguments) throws -> Options, _ words: [String]) throws -> Options {
        try parse(ArgumentParser(spec: spec).parse(words))
    }

    /// The `UsageError`'s message (which must come with the command's usage line); nil when the words parse.
    func message<Options>(_ spec: CommandSpec, _ parse: (ParsedArguments) throws -> Options, _ words: [String],
                          sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try self.parse(spec, parse, words)
            return nil
        } catch let error as UsageError {
            #expect(error.usage == spec.usageLine, sourceLocation: sourceLocation)
            return error.message
        } catch {
            return "\(error)"
        }
    }
}
