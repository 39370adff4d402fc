/// Prints `issue status` as gh does: a heading per list, its issues indented (or a line saying there are
/// none), "And N more" with the `issue list` that shows them all when the list has more than it shows; or, with `--json`, one object of three arrays.
struct IssueStatusOutput {
    var issues: IssuesOutput

    func text(_ status: IssueStatus, repo: RepoRef) -> String {
        let style = issues.style
        let lists: [(heading: String, nothing: String, filter: String, list: IssueStatus.List)] = [
            ("Issues assigned to you", "There are no issues assigned to you", "--assignee", status.assigned),
            ("Issues mentioning you", "There are no issues mentioning you", "--mention", status.mentioned),
            ("Issues opened by you", "There are no issues opened by you", "--author", status.authored),
        ]
        var output = "\nRelevant issues in \(repo)\n\n"
        for (heading, nothing, filter, list) in lists {
            output += style.bold(heading) + "\n"
            if list.totalCount > 0 {
                output += issues.rows(list.issues, indent: Self.indent)
                let remaining = list.totalCount - list.issues.count
                if remaining > 0 {
                    output += style.gray("\(Self.indent)And \(remaining) more: gh-lite issue list -R \(repo) \(filter) @me") + "\n"
                }
            } else {
                output += style.gray(Self.indent + nothing) + "\n"
            }
            output += "\n"
        }
        return output
    }

    /// gh's keys: `createdBy` is the list of issues opened by you.
    static func json(_ status: IssueStatus, fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        func array(_ list: IssueStatus.List) -> JSONValue {
            .array(list.issues.map { issue in fields.object { IssueJSON.value($0, of: issue) } })
        }
        let object = JSONValue.object(["assigned": array(status.assigned), "mentioned": array(status.mentioned),
                                       "createdBy": array(status.authored)])
        return try fields.export(object, to: destination)
    }

    private static let indent = "  "
}
