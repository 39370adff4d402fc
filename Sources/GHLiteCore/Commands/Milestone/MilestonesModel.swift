/// Lists, finds and writes one repository's milestones (the repository is bound into the environment). One model
/// for the seven milestone commands, as `LabelsModel` is for labels: every command but list and create starts
/// with the same lookup of a milestone by title or number, and they share one reading of GitHub's refusals.
public struct MilestonesModel: Sendable {
    /// GitHub's refusals, and lookups that found nothing; the command words them with the repository's name.
    public enum Failure: Error, Equatable {
        /// 422 `already_exists` on `title`.
        case alreadyExists(String)
        /// No milestone has this number or title; `suggestions` are titles close to it.
        case notFound(String, suggestions: [String])
    }

    /// The orders `milestone list` offers: GitHub's two, and `title`, sorted here (REST has no title order).
    public enum Sort: String, Sendable, CaseIterable { case dueOn = "due_on", completeness, title }

    public struct Viewed: Sendable, Equatable {
        public var milestone: Milestone
        /// Its first open issues (pull requests left out), up to the limit asked for.
        public var openIssues: [Issue]
    }

    public var environment: MilestonesModelEnvironment

    public init(environment: MilestonesModelEnvironment) {
        self.environment = environment
    }

    /// Up to `limit` milestones in `state`, in `sort` order (`title` and `completeness` descending from the
    /// most complete, `due_on` soonest first). A title order reads every page first.
    public func list(state: MilestonesQuery.State, sort: Sort, limit: Int) throws -> [Milestone] {
        guard let order = MilestonesQuery.Sort(rawValue: sort.rawValue) else {
            let all = try Page.all { try environment.listMilestones(MilestonesQuery(state: state, pageURL: $0)) }
            return Array(all.sorted { NaturalOrder.areInIncreasingOrder($0.title, $1.title) }.prefix(limit))
        }
        let direction: MilestonesQuery.Direction = order == .completeness ? .desc : .asc
        var query = MilestonesQuery(state: state, sort: order, direction: direction, perPage: min(limit, 100))
        var milestones: [Milestone] = []
        var trail = PageTrail(of: .link)
        while true {
            let page = try environment.listMilestones(query)
            milestones += page.items.prefix(limit - milestones.count)
            guard milestones.count < limit, let next = page.nextPageURL else { return milestones }
            query.pageURL = try trail.follow(next)
        }
    }

    /// The milestone `wanted` names: its number (`7` or `#7`) or its title in any case, open or closed.
    public func find(_ wanted: String) throws -> Milestone {
        let all = try Page.all { try environment.listMilestones(MilestonesQuery(state: .all, pageURL: $0)) }
        guard let found = NameMatch.milestone(wanted, in: all) else {
            throw Failure.notFound(wanted, suggestions: CloseMatches.suggestions(for: wanted, among: all.map(\.title)))
        }
        return found
    }

    /// The milestone and its first `issueLimit` open issues.
    public func view(_ wanted: String, issueLimit: Int) throws -> Viewed {
        let milestone = try find(wanted)
        let page = try environment.listIssues(IssuesQuery(state: .open, milestone: String(milestone.number),
                                                          perPage: min(issueLimit, 100)))
        return Viewed(milestone: milestone,
                      openIssues: Array(page.items.filter { !$0.isPullRequest }.prefix(issueLimit)))
    }

    public func create(_ fields: MilestoneFields) throws -> Milestone {
        try translating(fields) { try environment.createMilestone(fields) }
    }

    /// Changes the milestone `wanted` names; returns it as GitHub now has it.
    public func edit(_ wanted: String, _ fields: MilestoneFields) throws -> Milestone {
        let milestone = try find(wanted)
        return try translating(fields) { try environment.updateMilestone(milestone.number, fields) }
    }

    /// Deletes a milestone `find` found (the command asks in between); GitHub takes it off its issues.
    public func delete(_ milestone: Milestone) throws {
        try environment.deleteMilestone(milestone.number)
    }

    /// GitHub's 422 `already_exists` on the title as `alreadyExists(title)`; anything else as it came.
    private func translating(_ fields: MilestoneFields, _ body: () throws -> Milestone) throws -> Milestone {
        do {
            return try body()
        } catch let error as GitHubAPIError where error.status == 422
                    && error.errors.contains(where: { $0.field == "title" && $0.code == "already_exists" }) {
            throw Failure.alreadyExists(fields.title ?? "")
        }
    }
}
