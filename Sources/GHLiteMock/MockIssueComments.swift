import GHLiteCore

/// The signed-in user's own comments over the mock data, as GitHub's GraphQL API finds and changes them: the
/// newest comment they wrote on an issue, then `updateIssueComment` or `deleteIssueComment` by its node id
/// (NOT_FOUND for an id that is no comment, or one already deleted). Edits and deletions are kept per client,
/// and `lastViewerComment` reads them back; comments added through `addComment` are not among them.
enum MockIssueComments {
    private enum Change: Sendable {
        case edited(String)
        case deleted
    }

    static func install(_ data: MockGitHubData, into client: inout GitHubClient) {
        let changes = Locked<[String: Change]>([:])
        @Sendable func current(_ comment: IssueComment) -> ViewerComment? {
            switch changes.withLock({ $0[comment.id] }) {
            case .deleted?: return nil
            case .edited(let body)?: return ViewerComment(id: comment.id, body: body, url: comment.url)
            case nil: return ViewerComment(id: comment.id, body: comment.body, url: comment.url)
            }
        }
        @Sendable func existing(_ id: String) throws -> IssueComment {
            guard let comment = MockIssuesData.comments.values.joined().first(where: { $0.id == id }),
                  current(comment) != nil else {
                throw GraphQLError(type: "NOT_FOUND", message: "Could not resolve to a node with the global id of '\(id)'")
            }
            return comment
        }

        client.lastViewerComment = { repo, number in
            guard "\(repo.owner)/\(repo.name)".lowercased() == MockIssuesData.helloWorld.lowercased(),
                  MockIssuesData.issues.contains(where: { $0.number == number && !$0.isPullRequest }) else {
                throw IssueLookupError.issueNotFound(number)
            }
            let mine = (MockIssuesData.comments[number] ?? []).filter {
                $0.authorLogin.lowercased() == data.signedInLogin.lowercased()
            }
            return mine.reversed().lazy.compactMap(current).first
        }
        client.updateIssueComment = { id, body in
            let comment = try existing(id)
            changes.withLock { $0[id] = .edited(body) }
            var edited = comment
            (edited.body, edited.includesCreatedEdit, edited.viewerDidAuthor) = (body, true, true)
            return edited
        }
        client.deleteIssueComment = { id in
            _ = try existing(id)
            changes.withLock { $0[id] = .deleted }
        }
        // The look-up with the newest comment, and a comment with a close or reopen in one document: on GitHub one
        // request each, here made of the single operations (installed by `MockIssueState` before).
        let single = client
        client.getIssueTargetWithNewestComment = { repo, number in
            let target = try single.getIssueTarget(repo, number)
            let newest = (MockIssuesData.comments[number] ?? []).last { current($0) != nil }
            return (target, newest.flatMap { comment in
                current(comment).map { NewestComment(body: $0.body, viewerDidAuthor: comment.authorLogin.lowercased()
                                                         == data.signedInLogin.lowercased()) }
            })
        }
        client.commentAndWriteIssueState = { body, write in
            _ = try single.addComment(write.issueID, body)
            switch write {
            case .close(let closing): try single.closeIssue(closing)
            case .reopen(let issueID): try single.reopenIssue(issueID)
            }
            return CommentedStateOutcome()
        }
    }
}
