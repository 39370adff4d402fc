extension IssueModel {
    /// `issues` with the `parts` their source did not send (`--json`'s GraphQL-only fields), asked 100 issues at a time.
    public func withExtras(_ issues: [Issue], _ parts: Set<IssueExtras.Part>) throws -> [Issue] {
        let missing = parts.filter { part in issues.contains { !$0.extras.has(part) } }
        guard !missing.isEmpty else { return issues }
        var issues = issues
        for start in stride(from: 0, to: issues.count, by: 100) {
            let range = start..<min(start + 100, issues.count)
            let found = try environment.getIssueExtras(issues[range].map(\.number), missing)
            for index in range {
                if let extras = found[issues[index].number] { issues[index].extras.merge(extras) }
            }
        }
        return issues
    }
}
