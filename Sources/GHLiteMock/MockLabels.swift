import GHLiteCore

/// The label commands over the mock data: every repository starts with the canned labels; writes are kept
/// (per client) with GitHub's 422 `already_exists` and 404, names matched in any case.
enum MockLabels {
    static func install(into client: inout GitHubClient) {
        let store = Locked<[String: [RepositoryLabel]]>([:])
        @Sendable func key(_ repo: RepoRef) -> String { "\(repo.owner)/\(repo.name)".lowercased() }
        @Sendable func change(_ repo: RepoRef, _ body: (inout [RepositoryLabel]) throws -> Void) throws {
            try store.withLock { all in
                var labels = all[key(repo)] ?? MockIssueCreationData.labels.map {
                    RepositoryLabel(name: $0.name, color: $0.color, description: $0.description, isDefault: true)
                }
                try body(&labels)
                all[key(repo)] = labels
            }
        }
        @Sendable func index(_ name: String, in labels: [RepositoryLabel]) -> Int? {
            labels.firstIndex { $0.name.lowercased() == name.lowercased() }
        }
        let alreadyExists = GitHubAPIError(status: 422, message: "Validation Failed",
                                           errors: [.init(resource: "Label", field: "name", code: "already_exists")],
                                           url: "mock://labels")
        let notFound = GitHubAPIError(status: 404, message: "Not Found", url: "mock://labels")

        client.listRepositoryLabels = { repo, query in
            var found: [RepositoryLabel] = []
            try change(repo) { found = $0 }
            if let search = query.search?.lowercased() {
                found = found.filter { ($0.name + " " + ($0.description ?? "")).lowercased().contains(search) }
            } else if query.sort == .name {
                found.sort { $0.name.lowercased() < $1.name.lowercased() }
            }
            if query.search == nil && query.order == .desc { found.reverse() }
            let start = Int(query.after ?? "") ?? 0
            let end = min(start + query.first, found.count)
            return LabelConnectionPage(items: Array(found[start..<end]), totalCount: found.count,
                                       nextCursor: end < found.count ? String(end) : nil)
        }
        // REST's answer: no dates, no page URL.
        @Sendable func answered(_ label: RepositoryLabel) -> RepositoryLabel {
            RepositoryLabel(id: label.id, name: label.name, color: label.color, description: label.description,
                            isDefault: label.isDefault)
        }
        client.createLabel = { repo, fields in
            var created: RepositoryLabel?
            try change(repo) { labels in
                guard index(fields.name ?? "", in: labels) == nil else { throw alreadyExists }
                let name = fields.name ?? ""
                let label = RepositoryLabel(id: "LA_mock_\(name)", name: name, color: fields.color ?? "ededed",
                                            description: fields.description, createdAt: MockGitHubData.epoch,
                                            updatedAt: MockGitHubData.epoch,
                                            url: "https://github.com/\(repo.owner)/\(repo.name)/labels/\(name)")
                labels.append(label)
                created = answered(label)
            }
            return created
        }
        client.updateLabel = { repo, name, fields in
            var updated: RepositoryLabel?
            try change(repo) { labels in
                guard let at = index(name, in: labels) else { throw notFound }
                if let other = fields.name.flatMap({ index($0, in: labels) }), other != at { throw alreadyExists }
                labels[at].name = fields.name ?? labels[at].name
                labels[at].color = fields.color ?? labels[at].color
                labels[at].description = fields.description ?? labels[at].description
                updated = answered(labels[at])
            }
            return updated
        }
        client.getRepositoryLabel = { repo, name in
            var found: RepositoryLabel?
            try change(repo) { labels in found = index(name, in: labels).map { labels[$0] } }
            return found
        }
        client.deleteLabel = { repo, name in
            try change(repo) { labels in
                guard let at = index(name, in: labels) else { throw notFound }
                labels.remove(at: at)
            }
        }
    }
}
