extension NewIssueModel {
    /// GitHub (and browsers) refuse longer URLs.
    static let maximumURLLength = 8192

    /// `--web`: GitHub's new-issue page with whatever was given already filled in (gh's query parameters).
    public func newIssuePageURL(_ options: NewIssueOptions) throws -> String {
        let viewer = options.assignees?.contains { $0.lowercased() == "@me" } == true ? try environment.viewerLogin() : nil
        let assignees = options.assignees?.map { $0.lowercased() == "@me" ? viewer! : $0 }
        let templateFile = try options.template.map { try template(named: $0).fileName }
        let url = URLQuery.url(webURL, "/issues/new", [
            ("title", options.title), ("body", options.body),
            ("labels", options.labels.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }),
            ("assignees", assignees.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }),
            ("milestone", options.milestone), ("template", templateFile),
        ])
        guard url.utf8.count <= Self.maximumURLLength else {
            throw CommandError("cannot open in browser: maximum URL length exceeded")
        }
        return url
    }

    public func openInBrowser(_ url: String) throws {
        try environment.openInBrowser(url)
    }
}
