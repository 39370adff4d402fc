/// `--json` fields of a label, with gh's names and values (a missing description is "").
enum LabelJSON {
    static let fields = ["color", "createdAt", "description", "id", "isDefault", "name", "updatedAt", "url"]

    static func value(_ field: String, of label: RepositoryLabel) -> JSONValue {
        switch field {
        case "name": return .string(label.name)
        case "color": return .string(label.color)
        case "description": return .string(label.description ?? "")
        case "isDefault": return .bool(label.isDefault)
        case "createdAt": return .date(label.createdAt)
        case "updatedAt": return .date(label.updatedAt)
        case "url": return .string(label.url)
        case "id": return .string(label.id)
        default: return .null
        }
    }
}
