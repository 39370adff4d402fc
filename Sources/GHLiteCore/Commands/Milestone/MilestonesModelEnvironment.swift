/// All `MilestonesModel` may do, each closure already bound to one repository by the container.
public struct MilestonesModelEnvironment: Sendable {
    public var listMilestones: @Sendable (MilestonesQuery) throws -> MilestonesPage
    public var createMilestone: @Sendable (MilestoneFields) throws -> Milestone
    public var updateMilestone: @Sendable (_ number: Int, MilestoneFields) throws -> Milestone
    public var deleteMilestone: @Sendable (_ number: Int) throws -> Void
    /// A page of the repository's issues (REST: `milestone` takes the number).
    public var listIssues: @Sendable (IssuesQuery) throws -> IssuesPage

    public init(listMilestones: @escaping @Sendable (MilestonesQuery) throws -> MilestonesPage,
                createMilestone: @escaping @Sendable (MilestoneFields) throws -> Milestone,
                updateMilestone: @escaping @Sendable (Int, MilestoneFields) throws -> Milestone,
                deleteMilestone: @escaping @Sendable (Int) throws -> Void,
                listIssues: @escaping @Sendable (IssuesQuery) throws -> IssuesPage) {
        self.listMilestones = listMilestones
        self.createMilestone = createMilestone
        self.updateMilestone = updateMilestone
        self.deleteMilestone = deleteMilestone
        self.listIssues = listIssues
    }

    /// Every closure fails with "unimplemented: MilestonesModelEnvironment.NAME": tests override what their case needs.
    public static var failing: MilestonesModelEnvironment {
        MilestonesModelEnvironment(
            listMilestones: { _ in throw Unimplemented("MilestonesModelEnvironment.listMilestones") },
            createMilestone: { _ in throw Unimplemented("MilestonesModelEnvironment.createMilestone") },
            updateMilestone: { _, _ in throw Unimplemented("MilestonesModelEnvironment.updateMilestone") },
            deleteMilestone: { _ in throw Unimplemented("MilestonesModelEnvironment.deleteMilestone") },
            listIssues: { _ in throw Unimplemented("MilestonesModelEnvironment.listIssues") })
    }
}

extension MilestonesModelEnvironment {
    /// `repo`'s milestones and issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> MilestonesModelEnvironment {
        let gitHub = services.gitHub
        return MilestonesModelEnvironment(
            listMilestones: { query in try gitHub.listMilestones(repo, query) },
            createMilestone: { fields in try gitHub.createMilestone(repo, fields) },
            updateMilestone: { number, fields in try gitHub.updateMilestone(repo, number, fields) },
            deleteMilestone: { number in try gitHub.deleteMilestone(repo, number) },
            listIssues: { query in try gitHub.listIssues(repo, query) })
    }
}
