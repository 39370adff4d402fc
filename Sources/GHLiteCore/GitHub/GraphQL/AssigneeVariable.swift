/// `filterBy.assignee` as GitHub's GraphQL reads it, from REST's spelling of the filter: `none` (assigned to nobody) is
/// an explicit null, `*` (to anyone) and a login are themselves. A list not filtered by assignee leaves the variable
/// out altogether, which filters nothing.
enum AssigneeVariable: Encodable, Equatable {
    case login(String)
    case nobody

    init?(_ assignee: String?) {
        guard let assignee else { return nil }
        self = assignee.lowercased() == "none" ? .nobody : .login(assignee)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .login(let login): try container.encode(login)
        case .nobody: try container.encodeNil()
        }
    }
}
