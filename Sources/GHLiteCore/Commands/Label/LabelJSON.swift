/// `--json` fields of a label, with gh's names and values (a missing description is "").
enum LabelJSON {
    static let fields = ["color", "createdAt", "description", "id", "isDefault", "name", "updatedAt", "url"]

    /// `--json` of `label list` and of every label write.
    static let flag = JSONFieldSelection.flag(available: fields)

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

    /// What a queued write (`entry`) knows of the label: its name, and the colour and description it sets or the
    /// local mirror showed (a delete's: `mirrored`); a label made new is not a default one.
    static func queuedValue(_ field: String, of entry: OutboxEntry, mirrored: OutboxLabelBase? = nil) -> JSONValue {
        guard case .label(let name, let change, let queuedBase) = entry.write else { return .null }
        let base = queuedBase ?? mirrored
        var known = (name: name, color: base?.color, description: base.map { $0.description ?? "" },
                     isDefault: Bool?.none)
        switch change {
        case .create(let color, let description, let force):
            known.color = color
            known.description = description ?? ""
            if !force { known.isDefault = false }
        case .edit(let fields):
            known.name = fields.name ?? name
            known.color = fields.color ?? known.color
            known.description = fields.description ?? known.description
        case .delete:
            break
        }
        switch field {
        case "name": return .string(known.name)
        case "color": return known.color.map(JSONValue.string) ?? .null
        case "description": return known.description.map(JSONValue.string) ?? .null
        case "isDefault": return known.isDefault.map(JSONValue.bool) ?? .null
        default: return .null
        }
    }
}
