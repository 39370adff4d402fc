/// The words of one command line, sorted into flags and positional arguments against a `CommandSpec`.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    /// Every value given for each flag, in order, keyed by long name (a switch: one empty string per use).
    var given: [String: [String]] = [:]
    /// The command's usage line, for the errors a flag's value raises.
    var usage = ""

    public init() {}

    /// The flag's value: its default when absent. A value of the wrong type is a usage error naming the flag.
    public subscript<Value>(flag: Flag<Value>) -> Value {
        get throws {
            do {
                return try flag.read { given[$0] ?? [] }
            } catch let error as UsageError {
                throw UsageError(error.message, usage: usage)
            }
        }
    }

    /// Whether the flag appeared on the command line at all.
    public func isGiven(_ flag: any DeclaredFlag) -> Bool { given[flag.spec.long] != nil }

    /// The variables the given flags set for this run (see `FlagSpec.variable`).
    func variables(declaredIn flags: [FlagSpec]) -> [String: String] {
        var variables: [String: String] = [:]
        for flag in flags {
            guard let variable = flag.variable, let last = given[flag.long]?.last else { continue }
            variables[variable] = flag.takesValue ? last : "1"
        }
        return variables
    }
}
