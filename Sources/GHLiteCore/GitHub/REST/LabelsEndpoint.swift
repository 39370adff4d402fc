/// `POST /repos/{owner}/{repo}/labels`, `PATCH` and `DELETE /repos/{owner}/{repo}/labels/{name}`: each sent once,
/// never retried automatically.
struct LabelsEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let endpoint = LabelsEndpoint(api: api)
        client.createLabel = { repo, fields in try endpoint.create(repo, fields) }
        client.updateLabel = { repo, name, fields in try endpoint.update(repo, name, fields) }
        client.deleteLabel = { repo, name in try endpoint.delete(repo, name) }
    }

    func create(_ repo: RepoRef, _ fields: LabelFields) throws -> RepositoryLabel? {
        try send("POST", api.url(repo.apiPath("labels")),
                 ["name": fields.name, "color": fields.color, "description": fields.description])
    }

    func update(_ repo: RepoRef, _ name: String, _ fields: LabelFields) throws -> RepositoryLabel? {
        try send("PATCH", url(repo, name),
                 ["new_name": fields.name, "color": fields.color, "description": fields.description])
    }

    func delete(_ repo: RepoRef, _ name: String) throws {
        _ = try api.send(HTTPRequest(method: "DELETE", url: url(repo, name)))
    }

    private func url(_ repo: RepoRef, _ name: String) -> String {
        api.url(repo.apiPath("labels/" + Self.pathSegment(name)))
    }

    /// A label's name in a URL path. A name of dots alone is spelled `%2E`, or `labels/..` would climb out of it.
    static func pathSegment(_ name: String) -> String {
        let segment = URLQuery.encode(name)
        return segment.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: segment.count) : segment
    }

    /// A JSON object of the fields given (nil ones are left out: GitHub leaves them as they are); the label answered,
    /// nil when its answer cannot be read: the write was made all the same, and only `--json` needs the label.
    private func send(_ method: String, _ url: String, _ body: [String: String?]) throws -> RepositoryLabel? {
        let response = try api.sendJSON(method, url, body.compactMapValues { $0 })
        return GitHubJSON.decodeIfPossible(Answer.self, from: response.body)?.label
    }

    /// REST's label: its `url` is the API's, and it has no dates.
    private struct Answer: Decodable {
        var nodeID: String
        var name: String
        var color: String
        var description: String?
        var isDefault: Bool

        enum CodingKeys: String, CodingKey {
            case nodeID = "node_id", name, color, description, isDefault = "default"
        }

        var label: RepositoryLabel {
            RepositoryLabel(id: nodeID, name: name, color: color, description: description, isDefault: isDefault)
        }
    }
}
