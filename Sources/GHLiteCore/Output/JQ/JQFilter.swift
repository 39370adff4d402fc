/// A `--jq` expression, parsed when the flag is read (a bad one fails before any request), then run on the
/// JSON a command exports. Results are printed as gh prints them: a string raw, a number or boolean as written,
/// null as an empty line, arrays and objects as compact JSON, one result a line.
///
/// The language is jq's as gh's gojq runs it, without I/O (`input`, `debug`, `$__loc__`, modules): see the README's
/// `--jq` section for what differs. Work, memory and CPU time are bounded by a `JQBudget`, nesting by
/// `JQParser.maximumDepth`, recursion by `JQEvaluator.maximumDepth`.
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
        try JQScopeCheck.check(program)
    }

    /// Every result in order.
    func results(for input: JSONValue, budget: Int = defaultBudget, memory: Int = defaultMemory,
                 time: CPUTimeLimit = CPUTimeLimit(), environment: [String: String] = [:],
                 now: @escaping () throws -> Date = unsetClock) throws -> [JQValue] {
        var results: [JQValue] = []
        try run(on: JQValue(input), budget: JQBudget(budget, memory: memory, time: time), environment: environment, now: now) {
            results.append($0)
        }
        return results
    }

    /// The text to print. On a terminal a raw string goes through `TerminalText.block`, so a hostile title
    /// cannot send escape sequences; piped, it is exactly the string. `environment` is what `$ENV` and `env` give,
    /// `now` the clock `now` reads.
    public func output(for input: JSONValue, isTerminal: Bool, budget: Int = defaultBudget,
                       memory: Int = defaultMemory, environment: [String: String] = [:],
                       now: @escaping () throws -> Date = unsetClock) throws -> String {
        try output(for: JQValue(input), isTerminal: isTerminal, budget: budget, memory: memory, environment: environment,
                   now: now)
    }

    /// `output(for:...)` on JSON text as a server sent it (`gh-lite api`), numbers with fractions kept; nil when the
    /// text is not JSON.
    func output(forJSON body: Data, isTerminal: Bool, environment: [String: String],
                now: @escaping () throws -> Date) throws -> String? {
        guard let input = try? JSONDecoder().decode(JQValue.self, from: body) else { return nil }
        return try output(for: input, isTerminal: isTerminal, budget: Self.defaultBudget, memory: Self.defaultMemory,
                          environment: environment, now: now)
    }

    private func output(for input: JQValue, isTerminal: Bool, budget: Int, memory: Int, environment: [String: String],
                        now: @escaping () throws -> Date) throws -> String {
        let budget = JQBudget(budget, memory: memory)
        var text = ""
        try run(on: input, budget: budget, environment: environment, now: now) { result in
            try budget.spend(sizeOf: result, on: "the output")
            let line: String
            switch result {
            case .string(let string): line = isTerminal ? TerminalText.block(string) : string
            case .null: line = ""
            default: line = result.serialized()
            }
            try budget.reserve(line.utf8.count + 1, for: "the output")
            text += line + "\n"
        }
        return text
    }

    /// The clock of a run given none: `now` fails, as a `.failing` environment's would.
    public static let unsetClock: @Sendable () throws -> Date = { throw Unimplemented("JQFilter.now") }

    private func run(on input: JQValue, budget: JQBudget, environment: [String: String],
                     now: @escaping () throws -> Date, _ output: (JQValue) throws -> Void) throws {
        let evaluator = JQEvaluator(budget: budget, environmentVariables: environment, now: now)
        try JQStack.run {
            try evaluator.run(program, input, nil, JQEnvironment()) { value, _ in try output(value) }
        }
    }

    public static func == (lhs: JQFilter, rhs: JQFilter) -> Bool { lhs.expression == rhs.expression }
}
