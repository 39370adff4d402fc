/// How one flag is spelled and shown in help: `--long`, optionally `-s`, either a switch or taking a value.
public struct FlagSpec: Sendable {
    public enum Kind: Sendable { case boolean, value(placeholder: String) }

    public var long: String
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// What to say when a value flag is given without its value; cobra's "flag needs an argument" otherwise.
    public var missingValue: String?
    /// The environment variable the flag sets for this run (`--no-cache` is `GH_LITE_NO_CACHE=1`, `auth
    /// --hostname H` is `GH_HOST=H`), so the configuration reads each setting from one place.
    public var variable: String?
    /// What the value may be, for completion.
    public var values: ValueCompletion
    /// The value is a comma-separated list (`--label a,b`, `--json number,title`): each item completes on its own.
    public var commaSeparated: Bool

    public init(_ long: String, short: Character? = nil, _ kind: Kind = .boolean, help: String,
                missingValue: String? = nil, variable: String? = nil, values: ValueCompletion = .none,
                commaSeparated: Bool = false) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
        self.missingValue = missingValue
        self.variable = variable
        self.values = values
        self.commaSeparated = commaSeparated
    }

    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }
}
