/// One flag a command accepts: `--long`, optionally `-s`, either a switch or taking a value.
public struct FlagSpec: Sendable {
    public enum Kind: Sendable { case boolean, value(placeholder: String) }

    public var long: String
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// What to say when a value flag is given without its value; cobra's "flag needs an argument" otherwise.
    public var missingValue: String?

    public init(_ long: String, short: Character? = nil, _ kind: Kind = .boolean, help: String,
                missingValue: String? = nil) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
        self.missingValue = missingValue
    }

    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }
}
