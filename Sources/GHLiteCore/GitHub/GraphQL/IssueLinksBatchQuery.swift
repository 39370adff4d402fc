/// Many issues' parents, sub-issues and dependencies at once, by node ID, 100 a request (GitHub's most for `nodes`, cut as `NodeIDBatches.of` cuts them): a
/// full list read from REST's pages, which say only whether an issue has links, reads them in a request per hundred
/// linked issues, not one each. Each connection asks for all GitHub allows (100 sub-issues per parent, 50 of each
/// dependency per issue), so no issue needs a follow-up. The caller sends the requests side by side with its others.
struct IssueLinksBatchQuery {
    var api: GitHubAPI

    static func document(dependencies: Bool) -> String {
        "query IssueLinksBatch($ids: [ID!]!) { nodes(ids: $ids) { ... on Issue { id number "
            + "\(IssueLinksGraphQL.links(dependencies: dependencies)) } } }"
    }

    /// The links of each issue of `batch` (by node ID), or nil when any could not be read (deleted meanwhile, say).
    func links(_ batch: [String], dependencies: Bool) throws -> [String: IssueLinks]? {
        let result = try api.query(Self.document(dependencies: dependencies), variables: Variables(ids: batch),
                                   reading: Self.nodes)
        let nodes = result.data
        guard result.errors.isEmpty, nodes.count == batch.count else { return nil }
        var links: [String: IssueLinks] = [:]
        for (id, node) in zip(batch, nodes) {
            guard let node, node.id == id, let read = node.issue.links else { return nil }
            links[id] = read
        }
        return links
    }

    struct Variables: Encodable {
        var ids: [String]
    }

    /// `{"nodes": [...]}`, a node null where GitHub found none.
    private static func nodes(_ json: inout JSONScanner) throws -> [IssueListQuery.Node?] {
        var nodes: [IssueListQuery.Node?]?
        try json.object { json, key in
            guard key == "nodes" else { return try json.skip() }
            nodes = try json.array { try $0.optional(IssueListQuery.Node.init(scanning:)) }
        }
        guard let nodes else { throw JSONScanner.Malformed() }
        return nodes
    }
}
