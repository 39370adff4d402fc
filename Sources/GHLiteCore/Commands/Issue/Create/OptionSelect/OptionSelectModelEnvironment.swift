/// All `OptionSelectModel` may do: load the options it offers (the container binds the repository and the list).
public struct OptionSelectModelEnvironment: Sendable {
    public var loadOptions: @Sendable () throws -> [OptionSelectModel.Option]

    public init(loadOptions: @escaping @Sendable () throws -> [OptionSelectModel.Option]) {
        self.loadOptions = loadOptions
    }
}

extension OptionSelectModelEnvironment {
    public static var failing: OptionSelectModelEnvironment {
        OptionSelectModelEnvironment(loadOptions: { throw Unimplemented("OptionSelectModelEnvironment.loadOptions") })
    }
}

extension OptionSelectModelEnvironment {
    /// A picker over one of `repo`'s lists: labels, assignable people, or open milestones.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, kind: OptionSelectModel.Kind,
                      runCache: RunCache) -> OptionSelectModelEnvironment {
        let lists = RepositoryLists(gitHub: services.gitHub, repo: repo, runCache: runCache)
        switch kind {
        case .labels: return OptionSelectModelEnvironment { try lists.labels().map(OptionSelectModel.Option.init(label:)) }
        case .assignees:
            return OptionSelectModelEnvironment { try lists.assignees().map(OptionSelectModel.Option.init(assignee:)) }
        case .milestone:
            return OptionSelectModelEnvironment { try lists.milestones(.open).map(OptionSelectModel.Option.init(milestone:)) }
        case .choice:
            preconditionFailure("a question's answers come with the question (Prompter.select), not from the repository")
        }
    }
}
