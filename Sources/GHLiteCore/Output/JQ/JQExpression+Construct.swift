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
        case .optional: "`?`"
        case .pipe: "the pipe `|`"
        case .comma: "the comma `,`"
        case .alternative: "`//`"
        case .and: "`and`"
        case .or: "`or`"
        case .compare(let comparison, _, _): "the comparison `\(comparison.rawValue)`"
        case .array: "the array `[...]`"
        case .object: "the object `{...}`"
        case .call(let function, _): "`\(function.rawValue)`"
        case .format(let format): "`@\(format.rawValue)`"
        }
    }
}
