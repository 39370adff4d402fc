/// Knows the services and builds one model per command, binding the command's arguments into
/// the closures it hands over: a model never sees a whole service.
public struct Container: Sendable {
    public var environment: ContainerEnvironment
    public var configuration: Configuration

    public init(environment: ContainerEnvironment, configuration: Configuration) {
        self.environment = environment
        self.configuration = configuration
    }

    public func makeReposModel(owner: String?) -> ReposModel {
        let gitHub = environment.gitHub
        return ReposModel(environment: ReposModelEnvironment(
            requestRepos: { query in try gitHub.listRepos(owner, query) }))
    }
}
