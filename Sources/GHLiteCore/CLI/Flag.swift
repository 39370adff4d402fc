/// A flag declared once: its spelling and help (`spec`), and how the words given for it become a `Value`.
/// Commands read it back with `try arguments[flag]`, so its name is written in one place only, and a value of
/// the wrong type is a usage error that names the flag.
public struct Flag<Value: Sendable>: DeclaredFlag {
    public let spec: FlagSpec
    /// Flags that only make sense with this one (`--jq` beside `--json`): declared wherever it is, read with it.
    public let companions: [FlagSpec]
    /// Reads the values given for a flag by its long name, in order (one empty string per use of a switch;
    /// none when absent), for this flag and its companions.
    /// Throws a `UsageError` whose message names the flag; the parsed arguments add the command's usage.
    let read: @Sendable (_ given: (String) -> [String]) throws -> Value

    init(_ spec: FlagSpec, read: @escaping @Sendable ([String]) throws -> Value) {
        self.init(spec, companions: []) { given in try read(given(spec.long)) }
    }

    init(_ spec: FlagSpec, companions: [FlagSpec], read: @escaping @Sendable ((String) -> [String]) throws -> Value) {
        self.spec = spec
        self.companions = companions
        self.read = read
    }
}

/// What a command's spec lists: any flag, whatever its value's type.
public protocol DeclaredFlag: Sendable {
    var spec: FlagSpec { get }
    var companions: [FlagSpec] { get }
}

extension Flag where Value == Bool {
    /// Given or not.
    public static func `switch`(_ long: String, short: Character? = nil, help: String,
                                setting variable: String? = nil) -> Flag {
        Flag(FlagSpec(long, short: short, help: help, variable: variable)) { !$0.isEmpty }
    }
}

extension Flag where Value == String? {
    /// The last value given, as typed: gh's behaviour for a repeated single-value flag.
    public static func text(_ long: String, short: Character? = nil, placeholder: String = "string", help: String,
                            missingValue: String? = nil, setting variable: String? = nil,
                            values: ValueCompletion = .none) -> Flag {
        Flag(FlagSpec(long, short: short, .value(placeholder: placeholder), help: help, missingValue: missingValue,
                      variable: variable, values: values)) { $0.last }
    }
}

extension Flag where Value == [String]? {
    /// Every value, comma-separated lists split and blanks dropped (`--label a,b --label c`); nil when absent.
    public static func list(_ long: String, short: Character? = nil, placeholder: String = "strings",
                            help: String, values completion: ValueCompletion = .none) -> Flag {
        Flag(FlagSpec(long, short: short, .value(placeholder: placeholder), help: help, values: completion,
                      commaSeparated: true)) { values in
            values.isEmpty ? nil : values.flatMap { $0.split(separator: ",") }
                .map { $0.trimmingWhitespace() }
                .filter { !$0.isEmpty }
        }
    }
}

extension Flag where Value == Int? {
    /// A whole number.
    public static func integer(_ long: String, short: Character? = nil, help: String) -> Flag {
        Flag(FlagSpec(long, short: short, .value(placeholder: "int"), help: help)) { values in
            guard let raw = values.last else { return nil }
            guard let number = Int(raw) else {
                throw UsageError("invalid argument \"\(raw)\" for \"--\(long)\": expected a whole number")
            }
            return number
        }
    }
}

extension Flag {
    /// One of a fixed set of words, in any case: cobra's wording when it is none of them.
    public static func choice<Choice>(_ long: String, short: Character? = nil, help: String) -> Flag
    where Value == Choice?, Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return Flag(FlagSpec(long, short: short, .value(placeholder: "string"),
                             help: help + ": {\(names.joined(separator: "|"))}", values: .words(names))) { values in
            guard let raw = values.last else { return nil }
            guard let choice = Choice(rawValue: raw.lowercased()) else {
                throw UsageError("invalid argument \"\(raw)\" for \"--\(long)\": valid values are {\(names.joined(separator: "|"))}")
            }
            return choice
        }
    }
}
