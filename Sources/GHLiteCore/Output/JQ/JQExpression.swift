/// A parsed `--jq` expression: the subset of jq gh-lite evaluates.
indirect enum JQExpression: Sendable {
    case identity
    case literal(JSONValue)
    /// `"text \(expr) text"`
    case interpolated([Part])
    /// `.name`, `."name"`, `.["name"]` and `.[n]` on the results of `target`.
    case index(target: JQExpression, key: JQExpression)
    /// `.[a:b]`; either bound may be missing.
    case slice(target: JQExpression, from: JQExpression?, to: JQExpression?)
    /// `.[]`
    case iterate(JQExpression)
    /// `expr?`: errors give no output.
    case optional(JQExpression)
    case pipe(JQExpression, JQExpression)
    case comma(JQExpression, JQExpression)
    /// `a // b`
    case alternative(JQExpression, JQExpression)
    case and(JQExpression, JQExpression)
    case or(JQExpression, JQExpression)
    case compare(JQComparison, JQExpression, JQExpression)
    /// `[expr]`, `[]` when nil.
    case array(JQExpression?)
    /// `{key: value, ...}`
    case object([ObjectEntry])
    case call(JQFunction, [JQExpression])
    /// `@tsv`, `@csv`
    case format(JQFormat)

    enum Part: Sendable {
        case text(String)
        case value(JQExpression)
    }

    struct ObjectEntry: Sendable {
        var key: JQExpression
        var value: JQExpression
    }
}

enum JQComparison: String, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}

/// The functions of the subset, with how many arguments each takes.
enum JQFunction: String, CaseIterable, Sendable {
    case length, keys, map, select, join, test, contains, first, last, not, empty

    func accepts(argumentCount: Int) -> Bool {
        switch self {
        case .length, .keys, .not, .empty: argumentCount == 0
        case .map, .select, .join, .contains: argumentCount == 1
        case .first, .last: argumentCount <= 1
        case .test: argumentCount == 1 || argumentCount == 2
        }
    }
}

enum JQFormat: String, CaseIterable, Sendable {
    case tsv, csv
}
