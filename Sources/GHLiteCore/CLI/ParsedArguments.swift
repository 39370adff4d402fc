/// The words of one command line, sorted into flags and positional arguments.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    /// Every value given for each value flag, in order, keyed by long name.
    public var values: [String: [String]] = [:]
    /// Boolean flags that were given, by long name.
    public var switches: Set<String> = []

    public init() {}

    public func has(_ flag: String) -> Bool { switches.contains(flag) }

    /// The last value given (gh's behaviour for a repeated single-value flag).
    public func value(_ flag: String) -> String? { values[flag]?.last }

    /// All values, with comma-separated lists split, for flags like `--label a,b --label c`.
    public func list(_ flag: String) -> [String] {
        (values[flag] ?? []).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }

    /// A whole number flag, validated where it is read so the message can name the flag.
    public func integer(_ flag: String, usage: String) throws -> Int? {
        guard let raw = value(flag) else { return nil }
        guard let number = Int(raw) else {
            throw UsageError("invalid argument \"\(raw)\" for \"--\(flag)\": expected a whole number", usage: usage)
        }
        return number
    }
}
