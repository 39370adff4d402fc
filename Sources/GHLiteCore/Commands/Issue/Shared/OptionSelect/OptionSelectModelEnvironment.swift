/// All `OptionSelectModel` may do: load the options it offers. `bound(to:repo:kind:runCache:)` binds the repository
/// and the list; `.failing` throws "unimplemented: OptionSelectModelEnvironment.loadOptions".
public struct OptionSelectModelEnvironment: Sendable {
    public var loadOptions: @Sendable () throws -> [OptionSelectModel.Option]
        = { throw Unimplemented("OptionSelectModelEnvironment.loadOptions") }

    public init() {}

    public static var failing: OptionSelectModelEnvironment { OptionSelectModelEnvironment() }
}

extension OptionSelectModelEnvironment {
    /// A picker over options the caller already has (a question's answers, the fields to edit).
    static func offering(_ options: [OptionSelectModel.Option]) -> OptionSelectModelEnvironment {
        var environment = OptionSelectModelEnvironment()
        environment.loadOptions = { options }
        return environment
    }

    /// A picker over one of `repo`'s lists: labels, assignable people, or open milestones.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, kind: OptionSelectModel.Kind,
                      runCache: RunCache) -> OptionSelectModelEnvironment {
        let lists = RepositoryLists(gitHub: services.gitHub, repo: repo, runCache: runCache)
        var environment = OptionSelectModelEnvironment()
        switch kind {
        case .labels: environment.loadOptions = { try lists.labels().map(OptionSelectModel.Option.init(label:)) }
        case .assignees: environment.loadOptions = { try lists.assignees().map(OptionSelectModel.Option.init(assignee:)) }
        case .milestone:
            environment.loadOptions = { try lists.milestones(.open).map(OptionSelectModel.Option.init(milestone:)) }
        case .issueType:
            environment.loadOptions = {
                try lists.issueTypes().filter(\.isEnabled).map(OptionSelectModel.Option.init(issueType:))
            }
        case .choice:
            preconditionFailure("a question's answers come with the question (Prompter.select), not from the repository")
        }
        return environment
    }
}
