/// `--json` fields of a milestone, in gh's camelCase; `progress` is the whole percentage closed (0 without issues).
enum MilestoneJSON {
    static let fields = ["closedIssues", "description", "dueOn", "number", "openIssues", "progress", "state", "title",
                         "url"]

    /// `--json` of `milestone list` and of every milestone write.
    static let flag = JSONFieldSelection.flag(available: fields)

    static func value(_ field: String, of milestone: Milestone) -> JSONValue {
        switch field {
        case "number": return .int(milestone.number)
        case "title": return .string(milestone.title)
        case "description": return .string(milestone.description ?? "")
        case "state": return .string(milestone.state)
        case "dueOn": return .date(milestone.dueOn)
        case "openIssues": return .int(milestone.openIssues)
        case "closedIssues": return .int(milestone.closedIssues)
        case "progress": return .int(MilestoneProgress.percent(milestone))
        case "url": return .string(milestone.url)
        default: return .null
        }
    }

    /// What a queued write (`entry`) knows of the milestone: the fields it sets and, but for a create, the number
    /// and title the mirror showed (a delete's: `mirrored`). A new milestone is open and has no issues. `dueOn` stays
    /// null: GitHub picks the hour of a due day.
    static func queuedValue(_ field: String, of entry: OutboxEntry, mirrored: OutboxMilestoneBase? = nil) -> JSONValue {
        guard case .milestone(_, let change, let queuedBase) = entry.write else { return .null }
        let base = queuedBase ?? mirrored
        var fields = MilestoneFields(), created = false
        switch change {
        case .create(let set): (fields, created) = (set, true)
        case .edit(let set): fields = set
        case .delete: break
        }
        switch field {
        case "number": return base.map { .int($0.number) } ?? .null
        case "title": return (fields.title ?? base?.title).map(JSONValue.string) ?? .null
        case "description": return (fields.description ?? (created ? "" : nil)).map(JSONValue.string) ?? .null
        case "state": return (fields.state ?? (created ? "open" : nil)).map(JSONValue.string) ?? .null
        case "openIssues", "closedIssues", "progress": return created ? .int(0) : .null
        default: return .null
        }
    }
}
