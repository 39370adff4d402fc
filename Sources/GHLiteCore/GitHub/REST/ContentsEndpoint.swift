/// `GET /repos/{owner}/{repo}/contents/{path}` on the default branch: a file (base64) or a directory listing.
struct ContentsEndpoint {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        client.getContents = { repo, path in try ContentsEndpoint(api: api).get(repo, path) }
    }

    struct File: Decodable {
        var type: String
        var path: String
        var content: String?
        var encoding: String?
    }

    func get(_ repo: RepoRef, _ path: String) throws -> RepositoryContent {
        let encodedPath = path.split(separator: "/").map { URLQuery.encode(String($0)) }.joined(separator: "/")
        let url = api.url(repo.apiPath("contents/" + encodedPath))
        let response = try api.get(url)
        if let entries = GitHubJSON.decodeIfPossible([RepositoryContent.Entry].self, from: response.body) {
            return .directory(entries)
        }
        let file = try GitHubJSON.decode(File.self, from: response, url: url)
        guard file.type == "file", file.encoding == "base64", let content = file.content,
              let data = Data(base64Encoded: content, options: .ignoreUnknownCharacters) else {
            throw UnexpectedResponseError(status: response.status, url: url,
                                          requestID: response.headers["X-GitHub-Request-Id"],
                                          detail: "\(path) is not a file gh-lite can read")
        }
        return .file(path: file.path, data: data)
    }
}
