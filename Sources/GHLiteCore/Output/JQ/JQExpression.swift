/// A parsed `--jq` program.
indirect enum JQExpression: Sendable {
    case identity
    case literal(JQValue)
    /// `"text \(expr) text"`, each value written by `format` (`@text` when none is written).
    case interpolated([Part], format: JQFormat)
    /// `.name`, `."name"`, `.["name"]` and `.[n]` on the results of `target`.
    case index(target: JQExpression, key: JQExpression)
    /// `.[a:b]`; either bound may be missing.
    case slice(target: JQExpression, from: JQExpression?, to: JQExpression?)
    /// `.[]`
    case iterate(JQExpression)
    /// `try body catch handler`, `body?` (no handler): an error ends the body's outputs.
    case attempt(JQExpression, handler: JQExpression?)
    case pipe(JQExpression, JQExpression)
    case comma(JQExpression, JQExpression)
    /// `a // b`
    case alternative(JQExpression, JQExpression)
    case and(JQExpression, JQExpression)
    case or(JQExpression, JQExpression)
    case compare(JQComparison, JQExpression, JQExpression)
    case arithmetic(JQArithmetic, JQExpression, JQExpression)
    /// `-x`
    case negate(JQExpression)
    /// `[expr]`, `[]` when nil.
    case array(JQExpression?)
    /// `{key: value, ...}`
    case object([ObjectEntry])
    /// `name`, `name(a; b)`: a definition in scope, a parameter, or a builtin.
    case call(String, [JQExpression])
    case variable(String)
    /// `@base64` alone: the input written in that format.
    case format(JQFormat)
    /// `if c then a elif d then b else e end`; `else` may be left out (`.`).
    case conditional(JQExpression, then: JQExpression, else: JQExpression)
    /// `source as $x | body`, `source as [$a] ?// {$a} | body`
    case bind(source: JQExpression, patterns: [JQPattern], body: JQExpression)
    /// `reduce source as $x (initial; update)`
    case reduce(source: JQExpression, pattern: JQPattern, initial: JQExpression, update: JQExpression)
    /// `foreach source as $x (initial; update; extract)`
    case foreach(source: JQExpression, pattern: JQPattern, initial: JQExpression, update: JQExpression, extract: JQExpression?)
    /// `def name(params): body; rest`
    case define(JQDefinition, rest: JQExpression)
    /// `label $name | body`
    case label(String, JQExpression)
    /// `break $name`
    case breakOut(String)

    enum Part: Sendable {
        case text(String)
        case value(JQExpression)
    }

    struct ObjectEntry: Sendable {
        var key: JQExpression
        var value: JQExpression
    }
}

/// `$x`, `[$a, $b]`, `{a: $x, $b, (expr): [$c]}`
indirect enum JQPattern: Sendable {
    case variable(String)
    case array([JQPattern])
    case object([(key: JQExpression, binds: String?, pattern: JQPattern?)])

    /// Every variable the pattern binds, for `?//` (each alternative starts with all of them null).
    var variables: [String] {
        switch self {
        case .variable(let name): [name]
        case .array(let items): items.flatMap(\.variables)
        case .object(let entries): entries.flatMap { ($0.binds.map { [$0] } ?? []) + ($0.pattern?.variables ?? []) }
        }
    }
}

/// `def name(f; $x): body;`: a `$` parameter is bound to each value of its argument.
final class JQDefinition: Sendable {
    let name: String
    let parameters: [String]
    let body: JQExpression

    init(name: String, parameters: [String], body: JQExpression) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }
}

enum JQComparison: String, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

enum JQArithmetic: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulo = "%"
}

enum JQFormat: String, CaseIterable, Sendable {
    case text, json, html, uri, csv, tsv, sh, base64, base64d
}
