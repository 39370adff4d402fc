/// The issues a queued edit of the title, body or milestone starts from: as the local mirror shows them.
enum IssueEditBases {
    /// Each issue's base by number (none needed: empty); an issue the mirror lacks is refused before anything is
    /// queued, as `sync` could not tell a change made on GitHub meanwhile from the one queued.
    static func mirrored(_ numbers: [Int], for edit: IssueEdit, in repo: RepoRef,
                         read: ([Int]) throws -> [Issue]) throws -> [Int: OutboxEditBase] {
        guard edit.title != nil || edit.body != nil || edit.milestone != nil || edit.removeMilestone else { return [:] }
        let issues = try read(numbers)
        var bases: [Int: OutboxEditBase] = [:]
        for issue in issues where numbers.contains(issue.number) { bases[issue.number] = OutboxEditBase(issue) }
        if let missing = numbers.first(where: { bases[$0] == nil }) {
            throw CommandError("#\(missing) is not in the local mirror of \(repo), so a change made to it on GitHub "
                               + "meanwhile could not be told from yours: a new title, body or milestone is queued "
                               + "only for a mirrored issue; run `gh-lite sync \(repo)` first, or edit it online")
        }
        return bases
    }
}
