/// The issues a queued edit of the title, body, milestone, type or parent starts from: as the local mirror shows them.
enum IssueEditBases {
    /// Each issue's base by number (none needed: empty). For a new title, body or milestone, an issue the mirror
    /// lacks is refused before anything is queued, as `sync` could not tell a change made on GitHub meanwhile from
    /// the one queued; a type or parent alone is queued without a base then, as before there was a mirror.
    static func mirrored(_ numbers: [Int], for edit: IssueEdit, in repo: RepoRef,
                         read: ([Int]) throws -> [Issue]) throws -> [Int: OutboxEditBase] {
        let text = edit.title != nil || edit.body != nil || edit.milestone != nil || edit.removeMilestone
        let links = edit.links.changesType || edit.links.parent != nil || edit.links.removeParent
        guard text || links else { return [:] }
        let issues = text ? try read(numbers) : (try? read(numbers)) ?? []
        var bases: [Int: OutboxEditBase] = [:]
        for issue in issues where numbers.contains(issue.number) { bases[issue.number] = OutboxEditBase(issue) }
        if text, let missing = numbers.first(where: { bases[$0] == nil }) {
            throw CommandError("#\(missing) is not in the local mirror of \(repo), so a change made to it on GitHub "
                               + "meanwhile could not be told from yours: a new title, body or milestone is queued "
                               + "only for a mirrored issue; run `gh-lite sync \(repo)` first, or edit it online")
        }
        return bases
    }
}
