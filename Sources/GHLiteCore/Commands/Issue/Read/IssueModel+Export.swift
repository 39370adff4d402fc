extension IssueModel {
    /// Issues `numbers` with what `--json fields` show, read as `issue view --json` reads one: each issue, its
    /// comments and links only when asked for, then GraphQL's extras (100 issues a request).
    public func exported(_ numbers: [Int], fields: [String]) throws -> [Issue] {
        let comments = fields.contains("comments")
        let links = fields.contains(where: IssueJSON.linkFields.contains)
        let issues = try numbers.map { try issue($0, includeComments: comments, includeLinks: links) }
        return try withExtras(issues, IssueJSON.extras(fields))
    }
}
