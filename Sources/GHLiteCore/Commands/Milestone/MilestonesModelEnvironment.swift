/// All `MilestonesModel` may do, each closure already bound to one repository by `bound(to:repo:)`. Every closure
/// starts out failing with "unimplemented: MilestonesModelEnvironment.NAME" (that is `.failing`); tests override
/// what their case needs.
public struct MilestonesModelEnvironment: Sendable {
    public var listMilestones: @Sendable (MilestonesQuery) throws -> MilestonesPage
        = { _ in throw Unimplemented("MilestonesModelEnvironment.listMilestones") }
    public var createMilestone: @Sendable (MilestoneFields) throws -> Milestone
        = { _ in throw Unimplemented("MilestonesModelEnvironment.createMilestone") }
    public var updateMilestone: @Sendable (_ number: Int, MilestoneFields) throws -> Milestone
        = { _, _ in throw Unimplemented("MilestonesModelEnvironment.updateMilestone") }
    public var deleteMilestone: @Sendable (_ number: Int) throws -> Void
        = { _ in throw Unimplemented("MilestonesModelEnvironment.deleteMilestone") }
    /// A page of the repository's issues (REST: `milestone` takes the number).
    public var listIssues: @Sendable (IssuesQuery) throws -> IssuesPage
        = { _ in throw Unimplemented("MilestonesModelEnvironment.listIssues") }

    public init() {}

    public static var failing: MilestonesModelEnvironment { MilestonesModelEnvironment() }
}

extension MilestonesModelEnvironment {
    /// `repo`'s milestones and issues from `services`.
    static func bound(to services: ContainerEnvironment, repo: RepoRef) -> MilestonesModelEnvironment {
        let gitHub = services.gitHub
        var environment = MilestonesModelEnvironment()
        environment.listMilestones = { query in try gitHub.listMilestones(repo, query) }
        environment.createMilestone = { fields in try gitHub.createMilestone(repo, fields) }
        environment.updateMilestone = { number, fields in try gitHub.updateMilestone(repo, number, fields) }
        environment.deleteMilestone = { number in try gitHub.deleteMilestone(repo, number) }
        environment.listIssues = { query in try gitHub.listIssues(repo, query) }
        return environment
    }
}
