/// One flag a command accepts: `--long`, optionally `-s`, either a switch or taking a value.
public struct FlagSpec: Sendable {
    public enum Kind: Sendable { case boolean, value(placeholder: String) }

    public var long: String
    public var short: Character?
    public var kind: Kind
    public var help: String

    public init(_ long: String, short: Character? = nil, _ kind: Kind = .boolean, help: String) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
    }

    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }
}
