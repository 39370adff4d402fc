import GHLiteCore

/// Labels, assignees, the contents API and issue creation over the mock data. Created issues are kept
/// (per client) so numbers keep counting up; unknown assignees and milestones get GitHub's 422.
enum MockIssueCreation {
    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        @Sendable func repository(_ repo: RepoRef, _ rest: String) throws -> Repository {
            guard let found = data.repositories.first(where: {
                $0.fullName.lowercased() == "\(repo.owner)/\(repo.name)".lowercased()
            }) else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/\(rest)")
            }
            return found
        }
        @Sendable func assignees(_ repo: Repository) -> [String] {
            repo.fullName == "octocat/Hello-World" ? MockIssueCreationData.helloWorldAssignees : [repo.ownerLogin]
        }
        @Sendable func files(_ repo: Repository) -> [String: String] {
            repo.fullName == "octocat/Hello-World" ? MockIssueCreationData.helloWorldFiles : [:]
        }
        let lastNumber = Locked(100)

        client.listLabels = { repo in
            _ = try repository(repo, "labels")
            return MockIssueCreationData.labels
        }
        client.listAssignees = { repo in assignees(try repository(repo, "assignees")) }
        client.getContents = { repo, path in
            let found = files(try repository(repo, "contents/\(path)"))
            if let text = found[path] { return .file(path: path, data: Data(text.utf8)) }
            let prefix = path + "/"
            // Each child once: a file, or the folder holding deeper files.
            var children: [String: String] = [:]
            for key in found.keys where key.hasPrefix(prefix) {
                let rest = key.dropFirst(prefix.count)
                let name = String(rest.prefix { $0 != "/" })
                children[name] = rest.contains("/") ? "dir" : "file"
            }
            guard !children.isEmpty else {
                throw GitHubAPIError(status: 404, message: "Not Found", url: "mock://repos/\(repo)/contents/\(path)")
            }
            return .directory(children.sorted { $0.key < $1.key }.map { .init(name: $0.key, path: prefix + $0.key, type: $0.value) })
        }
        client.createIssue = { repo, request in
            let found = try repository(repo, "issues")
            let url = "mock://repos/\(repo)/issues"
            if request.title.trimmingWhitespace().isEmpty {
                throw GitHubAPIError(status: 422, message: "Validation Failed",
                                     errors: [.init(resource: "Issue", field: "title", code: "missing_field")], url: url)
            }
            let assignable = Set(assignees(found).map { $0.lowercased() })
            let unknown = request.assignees.filter { !assignable.contains($0.lowercased()) }
            if !unknown.isEmpty {
                throw GitHubAPIError(status: 422, message: "Validation Failed", errors: unknown.map {
                    .init(resource: "Issue", field: "assignees", code: "invalid", value: $0)
                }, url: url)
            }
            let number = lastNumber.withLock { last in
                last += 1
                return last
            }
            return CreatedIssue(number: number, htmlURL: "https://github.com/\(found.fullName)/issues/\(number)",
                                labels: request.labels, assignees: request.assignees, milestoneNumber: request.milestone)
        }
    }
}
