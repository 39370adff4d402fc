/// How far along a milestone is and when it is due, in words for people.
enum MilestoneProgress {
    /// The share of its issues closed, rounded down (99.5% is not done), 0 without issues.
    static func percent(_ milestone: Milestone) -> Int {
        let total = milestone.openIssues + milestone.closedIssues
        return total == 0 ? 0 : milestone.closedIssues * 100 / total
    }

    /// "7 of 10 closed, 70%", or "no issues".
    static func summary(_ milestone: Milestone) -> String {
        let total = milestone.openIssues + milestone.closedIssues
        guard total > 0 else { return "no issues" }
        return "\(milestone.closedIssues) of \(total) closed, \(percent(milestone))%"
    }

    /// The due day as GitHub keeps it: the UTC date of `due_on` (GitHub writes midnight Pacific, same day in UTC).
    static func day(_ due: Date) -> String {
        String(ISO8601.format(due).prefix(10))
    }

    /// "due today", "due in 3 days", "due 2 months ago"; "overdue by 5 days" while still open.
    static func relative(_ milestone: Milestone, now: Date) -> String {
        guard let due = milestone.dueOn else { return "no due date" }
        let days = Int((startOfDay(due) - startOfDay(now)) / 86_400)
        switch days {
        case 0: return "due today"
        case 1: return "due tomorrow"
        case 2...: return "due in \(span(days))"
        default: return milestone.state == "open" ? "overdue by \(span(-days))" : "was due \(span(-days)) ago"
        }
    }

    private static func startOfDay(_ date: Date) -> TimeInterval {
        (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
    }

    private static func span(_ days: Int) -> String {
        switch days {
        case ..<45: return "\(days) day\(days == 1 ? "" : "s")"
        case ..<365: return "about \(days / 30) months"
        default: return "about \(days / 365) year\(days / 365 == 1 ? "" : "s")"
        }
    }
}
