/// Locking, pinning, deleting and transferring issues as gh does it, through GraphQL mutations on the node id
/// `getIssueTarget` looked up: `lockLockable`, `unlockLockable`, `pinIssue`, `unpinIssue`, `deleteIssue` and
/// `transferIssue` (whose destination's node id comes from a `repository` query). REST has lock and unlock, but
/// no pin, delete or transfer at all, so one API serves every verb and its errors read the same.
struct IssueLifecycleMutations {
    var api: GitHubAPI

    static func install(_ api: GitHubAPI, into client: inout GitHubClient) {
        let mutations = IssueLifecycleMutations(api: api)
        client.lockIssue = { issueID, reason in try mutations.lock(issueID, reason) }
        client.unlockIssue = { issueID in try mutations.send(Self.unlockDocument, LockableInput(lockableId: issueID)) }
        client.pinIssue = { issueID in try mutations.send(Self.pinDocument, IssueInput(issueId: issueID)) }
        client.unpinIssue = { issueID in try mutations.send(Self.unpinDocument, IssueInput(issueId: issueID)) }
        client.deleteIssue = { issueID in try mutations.send(Self.deleteDocument, IssueInput(issueId: issueID)) }
        client.getRepositoryID = { repo in try mutations.repositoryID(repo) }
        client.transferIssue = { issueID, repositoryID in try mutations.transfer(issueID, to: repositoryID) }
    }

    private struct IssueInput: Encodable { var issueId: String }
    private struct LockableInput: Encodable { var lockableId: String }

    private func send<Input: Encodable>(_ document: String, _ input: Input) throws {
        _ = try api.mutate(document, variables: MutationInput(input: input),
                           as: IgnoredAnswer.self)
    }

    func lock(_ issueID: String, _ reason: IssueLockReason?) throws {
        struct Input: Encodable {
            var lockableId: String
            var lockReason: String?
        }
        try send(Self.lockDocument, Input(lockableId: issueID, lockReason: reason?.graphQLValue))
    }

    func repositoryID(_ repo: RepoRef) throws -> String {
        struct Variables: Encodable {
            var owner: String
            var name: String
        }
        struct Data: Decodable {
            struct Repository: Decodable { var id: String }
            var repository: Repository?
        }
        let result = try api.query(Self.repositoryDocument, variables: Variables(owner: repo.owner, name: repo.name),
                                   as: Data.self)
        guard let repository = result.data.repository else {
            throw result.missingRepository(repo)
        }
        return repository.id
    }

    func transfer(_ issueID: String, to repositoryID: String) throws -> String {
        struct Input: Encodable {
            var issueId: String
            var repositoryId: String
        }
        struct Data: Decodable {
            struct Payload: Decodable { var issue: Issue? }
            struct Issue: Decodable { var url: String }
            var transferIssue: Payload?
        }
        let data = try api.mutate(Self.transferDocument, variables: MutationInput(
            input: Input(issueId: issueID, repositoryId: repositoryID)), as: Data.self)
        return data.transferIssue?.issue?.url ?? ""
    }

    static let lockDocument = """
        mutation LockLockable($input: LockLockableInput!) {
          lockLockable(input: $input) { lockedRecord { locked } }
        }
        """

    static let unlockDocument = """
        mutation UnlockLockable($input: UnlockLockableInput!) {
          unlockLockable(input: $input) { unlockedRecord { locked } }
        }
        """

    static let pinDocument = """
        mutation IssuePin($input: PinIssueInput!) {
          pinIssue(input: $input) { issue { id } }
        }
        """

    static let unpinDocument = """
        mutation IssueUnpin($input: UnpinIssueInput!) {
          unpinIssue(input: $input) { issue { id } }
        }
        """

    static let deleteDocument = """
        mutation IssueDelete($input: DeleteIssueInput!) {
          deleteIssue(input: $input) { repository { id } }
        }
        """

    static let repositoryDocument = """
        query RepositoryID($owner: String!, $name: String!) {
          repository(owner: $owner, name: $name) { id }
        }
        """

    static let transferDocument = """
        mutation IssueTransfer($input: TransferIssueInput!) {
          transferIssue(input: $input) { issue { url } }
        }
        """
}
