/// A `--template`: Go's text/template language as gh runs it, parsed when the flag is read (a bad template fails
/// before any request), then run on the JSON a command exports.
///
/// Supported: text and `{{- -}}` trimming, comments, `.`, `.a.b`, `$`, `$x.a`, `$x := ...`, `$x = ...`, literals
/// (strings, raw strings, characters, numbers, `true`, `false`, `nil`), pipelines and parentheses, `if`/`else if`/
/// `else`, `range` (with `$i, $e :=`, `else`, `break`, `continue`), `with`/`else with`, `define`, `template`,
/// `block`; Go's functions `and or not len index slice print printf println eq ne lt le gt ge html js urlquery`;
/// gh's `autocolor color hyperlink join pluck tablerow tablerender timeago timefmt truncate`. Any other function is
/// an error that names it. Work, memory and CPU time are bounded as `--jq`'s are.
public struct GoTemplate: Sendable, Equatable {
    public let source: String
    private let program: GoTemplateParser.Program
    public static let defaultBudget = 50_000_000
    public static let defaultMemory = 256 << 20

    public init(_ source: String) throws {
        self.source = source
        program = try GoTemplateParser.parse(source)
    }

    public func render(_ value: JSONValue, to destination: ExportDestination, budget: Int = defaultBudget,
                       memory: Int = defaultMemory) throws -> String {
        try render(value, to: destination, budget: budget, memory: memory, time: CPUTimeLimit())
    }

    func render(_ value: JSONValue, to destination: ExportDestination, budget: Int, memory: Int,
                time: CPUTimeLimit) throws -> String {
        let evaluator = GoTemplateEvaluator(destination: destination, definitions: program.definitions,
                                            budget: budget, memory: memory, time: time)
        return try evaluator.run(program.nodes, on: GoTemplateValue(value))
    }

    public static func == (lhs: GoTemplate, rhs: GoTemplate) -> Bool { lhs.source == rhs.source }
}
