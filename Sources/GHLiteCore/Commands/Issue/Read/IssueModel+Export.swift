extension IssueModel {
    /// Issues `numbers` with what `--json fields` show, read as `issue view --json` reads one: each issue, its
    /// comments and links only when asked for, then GraphQL's extras (100 issues a request). `answers`: issues as
    /// their writes answered them, which take the place of reading them again (their comments, links and extras are
    /// still read where asked for).
    public func exported(_ numbers: [Int], fields: [String], answers: [Int: Issue] = [:]) throws -> [Issue] {
        let comments = fields.contains("comments")
        let links = IssueJSON.needsLinks(fields)
        let issues = try numbers.map { number in
            try answers[number].map { try completed($0, includeComments: comments, includeLinks: links) }
                ?? issue(number, includeComments: comments, includeLinks: links)
        }
        return try withExtras(issues, IssueJSON.extras(fields))
    }
}
