/// A `--jq` expression, parsed when the flag is read (a bad one fails before any request), then run on the
/// JSON a command exports. Results are printed as gh prints them: a string raw, a number or boolean as written,
/// null as an empty line, arrays and objects as compact JSON, one result a line.
///
/// The subset: `.`, `.name`, `."name"`, `.["name"]`, `.[n]` (negative from the end), `.[a:b]`, `.[]`, `?`, `|`, `,`,
/// parentheses, literals (whole numbers, strings, true, false, null), `[...]`, `{a, b: .x, (.k): .v}`,
/// `==, !=, <, <=, >, >=`, `and`, `or`, `not`, `//`, `"\(.x)"`, `@tsv`, `@csv`, and the functions
/// `length keys map select join test contains first last empty` (see `JQFunctions`). Anything else of jq
/// (arithmetic, `..`, variables, `if`, `reduce`, `def`, other functions and formats, fractions) is a `JQError`
/// that names it. Work and memory are bounded by a `JQBudget`, nesting by `JQParser.maximumDepth`.
public struct JQFilter: Sendable, Equatable {
    public let expression: String
    private let program: JQExpression
    /// Values visited per run: far beyond what a filter over a few thousand issues needs.
    public static let defaultBudget = 50_000_000
    /// Bytes of values (and printed text) one run may build.
    public static let defaultMemory = 256 << 20

    public init(_ expression: String) throws {
        self.expression = expression
        program = try JQParser.parse(expression)
    }

    /// Every result in order.
    func results(for input: JSONValue, budget: Int = defaultBudget, memory: Int = defaultMemory) throws -> [JSONValue] {
        try JQEvaluator(budget: JQBudget(budget, memory: memory)).values(program, input)
    }

    /// The text to print. On a terminal a raw string goes through `TerminalText.block`, so a hostile title
    /// cannot send escape sequences; piped, it is exactly the string.
    public func output(for input: JSONValue, isTerminal: Bool, budget: Int = defaultBudget,
                       memory: Int = defaultMemory) throws -> String {
        let budget = JQBudget(budget, memory: memory)
        var text = ""
        for result in try JQEvaluator(budget: budget).values(program, input) {
            try budget.spend(sizeOf: result, on: "the output")
            let line: String
            switch result {
            case .string(let string): line = isTerminal ? TerminalText.block(string) : string
            case .null: line = ""
            default: line = result.serialized(pretty: false)
            }
            try budget.reserve(line.utf8.count + 1, for: "the output")
            text += line + "\n"
        }
        return text
    }

    public static func == (lhs: JQFilter, rhs: JQFilter) -> Bool { lhs.expression == rhs.expression }
}
