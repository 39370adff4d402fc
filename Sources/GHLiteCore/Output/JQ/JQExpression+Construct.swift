/// How a limit's error names the construct that ran out, as the user wrote it.
extension JQExpression {
    var construct: String {
        switch self {
        case .identity: "`.`"
        case .literal: "a literal"
        case .interpolated: #"the string interpolation `"\(...)"`"#
        case .index: "the index `.[...]`"
        case .slice: "the slice `.[a:b]`"
        case .iterate: "the iteration `.[]`"
        case .attempt(_, let handler): handler == nil ? "`?`" : "`try`"
        case .pipe: "the pipe `|`"
        case .comma: "the comma `,`"
        case .alternative: "`//`"
        case .and: "`and`"
        case .or: "`or`"
        case .compare(let comparison, _, _): "the comparison `\(comparison.rawValue)`"
        case .arithmetic(let operation, _, _): "the operator `\(operation.rawValue)`"
        case .negate: "the negation `-`"
        case .array: "the array `[...]`"
        case .object: "the object `{...}`"
        case .call(let name, _): "`\(name)`"
        case .variable(let name): "`$\(name)`"
        case .format(let format): "`@\(format.rawValue)`"
        case .conditional: "`if`"
        case .bind: "`as`"
        case .reduce: "`reduce`"
        case .foreach: "`foreach`"
        case .define(let definition, _): "`def \(definition.name)`"
        case .label: "`label`"
        case .breakOut: "`break`"
        }
    }
}
