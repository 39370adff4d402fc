import GHLiteCore

/// Editing the mock data's issues as GitHub's one GraphQL document does (installed after the look-up): the look-up
/// gives every issue, label, person and milestone a node id, and `editIssue` applies a document's parts in order,
/// labels and people as deltas. The changes are kept per client and `getIssue` answers with them, so an edit can be
/// read back.
enum MockIssueEdit {
    static func install(into client: inout GitHubClient) {
        let edits = Locked<[String: Issue]>([:])
        let read = client.getIssue
        let lookUp = client.lookUpRepository
        @Sendable func key(_ repo: RepoRef, _ number: Int) -> String { "\(repo)#\(number)".lowercased() }
        @Sendable func current(_ repo: RepoRef, _ number: Int) throws -> Issue {
            try edits.withLock { $0[key(repo, number)] } ?? read(repo, number)
        }
        client.getIssue = current
        client.lookUpRepository = { repo, query in
            var found = try lookUp(repo, query)
            guard query.nodeIDs else { return found }
            for number in Array(found.issues.keys) {
                found.issues[number] = try current(repo, number)
                found.issues[number]?.nodeID = NodeID.issue(repo, number)
            }
            found.labels = found.labels.map { Label(name: $0.name, color: $0.color, description: $0.description,
                                                    id: $0.id ?? NodeID.label($0.name)) }
            for login in found.assignees { found.assigneeIDs[login] = found.assigneeIDs[login] ?? NodeID.user(login) }
            found.milestones = found.milestones.map { milestone in
                var milestone = milestone
                milestone.id = milestone.id ?? NodeID.milestone(milestone.number, milestone.title)
                return milestone
            }
            return found
        }
        client.editIssue = { mutations in
            guard let (repo, number) = NodeID.issueNumber(mutations.issueID) else {
                throw GitHubAPIError(status: 404, message: "Could not resolve to a node", url: "mock://graphql")
            }
            var issue = try current(repo, number)
            @Sendable func lowered(_ names: [String]) -> Set<String> { Set(names.map { $0.lowercased() }) }
            for part in mutations.parts {
                switch part {
                case .addLabels(let ids):
                    let had = lowered(issue.labels.map(\.name))
                    issue.labels += ids.map(NodeID.name).filter { !had.contains($0.lowercased()) }.map { Label(name: $0) }
                case .removeLabels(let ids):
                    let gone = lowered(ids.map(NodeID.name))
                    issue.labels.removeAll { gone.contains($0.name.lowercased()) }
                case .addAssignees(let ids):
                    let had = lowered(issue.assigneeLogins)
                    issue.assigneeLogins += ids.map(NodeID.name).filter { !had.contains($0.lowercased()) }
                case .removeAssignees(let ids):
                    let gone = lowered(ids.map(NodeID.name))
                    issue.assigneeLogins.removeAll { gone.contains($0.lowercased()) }
                case .update(let update):
                    issue.title = update.title ?? issue.title
                    issue.body = update.body ?? issue.body
                    switch update.milestone {
                    case .set(let id)?: issue.milestone = NodeID.milestone(id)
                    case .remove?: issue.milestone = nil
                    case nil: break
                    }
                case .link:
                    throw Unimplemented("the mock GitHub's editIssue (type and link parts)")
                }
            }
            edits.withLock { $0[key(repo, number)] = issue }
            return IssueEditAnswer(issue: issue)
        }
    }

    /// The mock's node ids: what each names, readable back from the id.
    private enum NodeID {
        static func issue(_ repo: RepoRef, _ number: Int) -> String { "MOCK_I \(repo.owner) \(repo.name) \(number)" }
        static func label(_ name: String) -> String { "MOCK_L \(name)" }
        static func user(_ login: String) -> String { "MOCK_U \(login)" }
        static func milestone(_ number: Int, _ title: String) -> String { "MOCK_M \(number) \(title)" }

        static func issueNumber(_ id: String) -> (RepoRef, Int)? {
            let words = id.split(separator: " ").map(String.init)
            guard words.count == 4, words[0] == "MOCK_I", let number = Int(words[3]) else { return nil }
            return (RepoRef(owner: words[1], name: words[2]), number)
        }

        /// The label's name or the person's login a `label` or `user` id holds.
        static func name(_ id: String) -> String { String(id.split(separator: " ", maxSplits: 1).last ?? "") }

        static func milestone(_ id: String) -> Milestone? {
            let words = id.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count == 3, let number = Int(words[1]) else { return nil }
            return Milestone(number: number, title: words[2])
        }
    }
}
