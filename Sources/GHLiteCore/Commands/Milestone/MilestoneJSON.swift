/// `--json` fields of a milestone, in gh's camelCase; `progress` is the whole percentage closed (0 without issues).
enum MilestoneJSON {
    static let fields = ["closedIssues", "description", "dueOn", "number", "openIssues", "progress", "state", "title",
                         "url"]

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
}
