extension NewIssueModel {
    /// GitHub (and browsers) refuse longer URLs.
    static let maximumURLLength = 8192

    /// `--web`: GitHub's new-issue page with whatever was given already filled in (gh's query parameters).
    /// Each nil is left out; `assignees` may name `@me`, `template` a template by name.
    public func newIssuePageURL(title: String?, body: String?, labels: [String]?, assignees: [String]?,
                                milestone: String?, template templateName: String?) throws -> String {
        let viewer = assignees?.contains { $0.lowercased() == "@me" } == true ? try environment.viewerLogin() : nil
        let assignees = assignees?.map { $0.lowercased() == "@me" ? viewer! : $0 }
        let templateFile = try templateName.map { try template(named: $0).fileName }
        let url = URLQuery.url(webURL, "/issues/new", [
            ("title", title), ("body", body),
            ("labels", labels.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }),
            ("assignees", assignees.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }),
            ("milestone", milestone), ("template", templateFile),
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
