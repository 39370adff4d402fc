/// An `IssueLinkEdit` checked against what GitHub holds (`IssueLinkLookup`), before anything is written: every issue
/// named found, the type known to the organisation, no issue linked to itself. Then, per issue, the mutations that
/// make it as asked, leaving out what already is.
struct IssueLinkPlan: Sendable, Equatable {
    var repo: RepoRef
    var edit: IssueLinkEdit
    var links: IssueLinkLookup
    /// The type to give (nil with `removeType`); unset when the type is left as it is.
    var typeID: String??
    /// The type's name as GitHub spells it, for a create, which takes it by name.
    var typeName: String?

    /// The new issue's place under its parent, when the create can carry it: a parent was asked, and the node ids
    /// of the labels, assignees and milestone it names were read with their names (`metadata`; nil when not).
    func placement(for request: NewIssueRequest, metadata: IssueMetadataIDs?) -> SubIssuePlacement? {
        let named = !request.labels.isEmpty || !request.assignees.isEmpty || request.milestone != nil
        guard let metadata = metadata ?? (named ? nil : IssueMetadataIDs()),
              let repositoryID = links.repositoryID, let parent = edit.parent.flatMap(issue) else { return nil }
        return SubIssuePlacement(repositoryID: repositoryID, parentID: parent.id, typeID: typeID ?? nil,
                                 metadata: metadata)
    }

    /// The parent a placed create gave the new issue, as a link target names it.
    var placedParent: IssueLinkTarget.Parent? {
        edit.parent.flatMap(issue).map { IssueLinkTarget.Parent(id: $0.id, number: $0.number, repository: $0.repository) }
    }

    /// Dependencies exist on github.com only: refused on another host before any request.
    static func checkHost(_ edit: IssueLinkEdit, host: String) throws {
        guard edit.changesDependencies else { return }
        try checkDependencies(host: host, leaveOut: "the dependency flags")
    }

    static func checkDependencies(host: String, leaveOut flags: String) throws {
        guard host != "github.com" else { return }
        throw CommandError("blocked-by and blocking links exist only on github.com, not on GitHub Enterprise Server "
                           + "(\(host)): leave out \(flags)")
    }

    /// Every problem at once, one line each; `targets` are the issues the edit changes.
    static func checked(_ edit: IssueLinkEdit, targets: [IssueLinkReference], links: IssueLinkLookup,
                        repo: RepoRef) throws -> IssueLinkPlan {
        var problems: [String] = []
        var plan = IssueLinkPlan(repo: repo, edit: edit, links: links)
        if let name = edit.type {
            let (found, problem) = type(named: name, ownerIsOrganization: links.ownerIsOrganization,
                                        among: links.issueTypes, repo: repo)
            if let found {
                plan.typeID = .some(found.id)
                plan.typeName = found.name
            }
            problems += [problem].compactMap { $0 }
        } else if edit.removeType {
            plan.typeID = .some(nil)
        }
        var missing: [IssueLinkReference] = []
        for reference in targets + edit.references where !missing.contains(reference) {
            let named = reference.repo(in: repo)
            if let found = plan.issue(reference) {
                // Should GitHub answer for a transferred issue's old number, it is no longer the issue named.
                guard !IssueLocation.isIssue(reference.number, of: named, url: found.url) else { continue }
                problems.append("issue \(reference.description) was moved out of \(named) to "
                                + "\(TerminalText.line(found.url)): name it by its new URL")
            } else {
                problems.append("could not find issue \(reference.description) in \(named): give an issue's number or URL")
            }
            missing.append(reference)
        }
        if missing.isEmpty {
            for target in targets { problems += plan.selfLinks(of: target) }
            problems += plan.fullParents(targets: targets)
            problems += plan.cycles(targets: targets)
            let targetIDs = Set(targets.compactMap { plan.issue($0)?.id })
            for child in edit.addSubIssues {
                guard let found = plan.issue(child) else { continue }
                if let parent = found.parent, !(targets.count == 1 && targetIDs.contains(parent.id)) {
                    problems.append("\(child.description) already has a parent (\(plan.name(parent))): to move it, "
                                    + "edit it with `--parent`")
                } else if targets.count > 1 {
                    problems.append("\(child.description) cannot be a sub-issue of \(targets.count) issues: a sub-issue "
                                    + "has one parent, so give `--add-sub-issue` to one issue at a time")
                }
            }
        }
        guard problems.isEmpty else { throw MetadataError(problems: problems) }
        return plan
    }

    private func name(_ parent: IssueLinkTarget.Parent) -> String {
        parent.repository.lowercased() == repo.description.lowercased() ? "#\(parent.number)"
            : "\(parent.repository)#\(parent.number)"
    }

    /// A parent that is itself a sub-issue of the issue given it: GitHub would refuse it after the edit's other
    /// changes were made. (Deeper ancestors are not read; GitHub's refusal names those.)
    private func cycles(targets: [IssueLinkReference]) -> [String] {
        guard let named = edit.parent, let parent = issue(named), let grandparent = parent.parent else { return [] }
        return targets.filter { issue($0)?.id == grandparent.id }.map {
            "\($0.description) cannot be a sub-issue of \(named.description), which is its own sub-issue: "
                + "remove \(named.description) from it first with `--remove-sub-issue`"
        }
    }

    /// The owner's enabled type called `name` (in any case), or the line that says why there is none.
    static func type(named name: String, ownerIsOrganization: Bool, among types: [IssueType],
                     repo: RepoRef) -> (found: IssueType?, problem: String?) {
        guard ownerIsOrganization else {
            return (nil, "could not set type: issue types exist only for organisations, and \(repo.owner) is a user "
                    + "account (leave out `--type`)")
        }
        if let found = types.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return found.isEnabled ? (found, nil) : (nil, "could not set type: '\(found.name)' is disabled in \(repo.owner)")
        }
        return (nil, UnknownName.issueType(name, owner: repo.owner, among: types.filter(\.isEnabled).map(\.name)))
    }

    func issue(_ reference: IssueLinkReference) -> IssueLinkTarget? {
        links.issues[reference.normalized(in: repo)]
    }

    /// GitHub allows a parent 100 sub-issues: a parent that would pass it is refused before anything is written (a
    /// new issue would otherwise exist without its parent).
    private func fullParents(targets: [IssueLinkReference]) -> [String] {
        func joining(_ parent: IssueLinkTarget, _ children: [IssueLinkReference]) -> Int {
            children.filter { issue($0)?.parent?.id != parent.id }.count
        }
        var adding: [(parent: IssueLinkReference, count: Int)] = []
        if let parent = edit.parent, let found = issue(parent) {
            adding.append((parent, targets.isEmpty ? 1 : joining(found, targets)))
        }
        for target in targets {
            if let found = issue(target) { adding.append((target, joining(found, edit.addSubIssues))) }
        }
        return adding.compactMap { parent, count in
            guard count > 0, let found = issue(parent), found.subIssueCount + count > Self.subIssueLimit else { return nil }
            return "\(parent.description) has \(found.subIssueCount) sub-issues and GitHub allows \(Self.subIssueLimit): "
                + "remove some with `--remove-sub-issue` first"
        }
    }

    static let subIssueLimit = 100

    /// An issue linked to itself, seen from the numbers alone: refused before an edit is queued offline, in the words
    /// an online edit has for it.
    static func checkSelfLinks(_ edit: IssueLinkEdit, targets: [Int], repo: RepoRef) throws {
        var byNumber = IssueLinkLookup()
        for reference in targets.map({ IssueLinkReference(number: $0) }) + edit.references {
            let key = reference.normalized(in: repo)
            byNumber.issues[key] = IssueLinkTarget(id: key.description, number: key.number, repository: "")
        }
        let plan = IssueLinkPlan(repo: repo, edit: edit, links: byNumber)
        let problems = targets.flatMap { plan.selfLinks(of: IssueLinkReference(number: $0)) }
        guard problems.isEmpty else { throw MetadataError(problems: problems) }
    }

    private func selfLinks(of target: IssueLinkReference) -> [String] {
        let id = issue(target)?.id
        func names(_ list: [IssueLinkReference]) -> Bool { list.contains { issue($0)?.id == id } }
        var problems: [String] = []
        let shown = target.description
        if let parent = edit.parent, issue(parent)?.id == id { problems.append("\(shown) cannot be its own parent") }
        if names(edit.addSubIssues) { problems.append("\(shown) cannot be its own sub-issue") }
        if names(edit.addBlockedBy) || names(edit.addBlocking) { problems.append("\(shown) cannot block itself") }
        return problems
    }

    /// The issues of this repository whose links the edit of `targets` changes: the targets, the issues named and
    /// the parents they leave.
    func linkedNumbers(of targets: [Int]) -> [Int] {
        let named = edit.references.filter { $0.normalized(in: repo).repository == nil }.map(\.number)
        let parents = targets.compactMap { issue(IssueLinkReference(number: $0))?.parent }
            .filter { $0.repository.lowercased() == repo.description.lowercased() }.map(\.number)
        var numbers: [Int] = []
        for number in targets + named + parents where !numbers.contains(number) { numbers.append(number) }
        return numbers
    }

    /// The removals asked of `target` that find nothing to remove, one line each: nothing is sent for them.
    func absentRemovals(for target: IssueLinkReference) -> [String] {
        guard let found = issue(target) else { return [] }
        func absent(_ references: [IssueLinkReference], _ isAbsent: (IssueLinkTarget) -> Bool) -> [IssueLinkReference] {
            references.filter { issue($0).map(isAbsent) ?? false }
        }
        let shown = target.description
        var lines: [String] = []
        if edit.removeParent && found.parent == nil { lines.append("\(shown) has no parent") }
        if edit.removeType && found.issueTypeID == nil { lines.append("\(shown) has no type") }
        lines += absent(edit.removeSubIssues) { $0.parent?.id != found.id }.map { "\($0) is not a sub-issue of \(shown)" }
        lines += absent(edit.removeBlockedBy) { !found.blockedByIDs.contains($0.id) }.map { "\(shown) is not blocked by \($0)" }
        lines += absent(edit.removeBlocking) { !$0.blockedByIDs.contains(found.id) }.map { "\($0) is not blocked by \(shown)" }
        return lines.map { $0 + ": nothing to remove" }
    }

    /// The mutations that make `target` as asked, in the order the flags read: type, parent, sub-issues,
    /// blocked-by, blocking. A link already there is not sent again; one already gone is not removed again.
    func changes(for target: IssueLinkReference) -> [IssueLinkChange] {
        issue(target).map(changes) ?? []
    }

    func changes(for issue: IssueLinkTarget) -> [IssueLinkChange] {
        var changes: [IssueLinkChange] = []
        if let typeID, typeID != issue.issueTypeID { changes.append(.setIssueType(issueID: issue.id, typeID: typeID)) }
        if edit.removeParent, let parent = issue.parent {
            changes.append(.removeSubIssue(parentID: parent.id, childID: issue.id))
        }
        if let named = edit.parent.flatMap(self.issue), issue.parent?.id != named.id {
            changes.append(.addSubIssue(parentID: named.id, childID: issue.id,
                                        replaceParent: issue.parent != nil && !edit.removeParent))
        }
        for child in edit.addSubIssues.compactMap(self.issue) where child.parent?.id != issue.id {
            changes.append(.addSubIssue(parentID: issue.id, childID: child.id, replaceParent: false))
        }
        for child in edit.removeSubIssues.compactMap(self.issue) where child.parent?.id == issue.id {
            changes.append(.removeSubIssue(parentID: issue.id, childID: child.id))
        }
        for blocker in edit.addBlockedBy.compactMap(self.issue) where !issue.blockedByIDs.contains(blocker.id) {
            changes.append(.addBlockedBy(issueID: issue.id, blockingID: blocker.id))
        }
        for blocker in edit.removeBlockedBy.compactMap(self.issue) where issue.blockedByIDs.contains(blocker.id) {
            changes.append(.removeBlockedBy(issueID: issue.id, blockingID: blocker.id))
        }
        for blocked in edit.addBlocking.compactMap(self.issue) where !blocked.blockedByIDs.contains(issue.id) {
            changes.append(.addBlockedBy(issueID: blocked.id, blockingID: issue.id))
        }
        for blocked in edit.removeBlocking.compactMap(self.issue) where blocked.blockedByIDs.contains(issue.id) {
            changes.append(.removeBlockedBy(issueID: blocked.id, blockingID: issue.id))
        }
        return unique(changes)
    }

    private func unique(_ changes: [IssueLinkChange]) -> [IssueLinkChange] {
        var kept: [IssueLinkChange] = []
        for change in changes where !kept.contains(change) { kept.append(change) }
        return kept
    }
}
