/// All `LabelsModel` may do, each closure already bound to one repository by `bound(to:repo:host:)`. Every closure
/// starts out failing with "unimplemented: LabelsModelEnvironment.NAME" (that is `.failing`); tests override what
/// their case needs.
public struct LabelsModelEnvironment: Sendable {
    public var listRepositoryLabels: @Sendable (LabelConnectionQuery) throws -> LabelConnectionPage
        = { _ in throw Unimplemented("LabelsModelEnvironment.listRepositoryLabels") }
    /// The label as REST answers the write (nil: unreadable), as `GitHubClient.createLabel`.
    public var createLabel: @Sendable (LabelFields) throws -> RepositoryLabel?
        = { _ in throw Unimplemented("LabelsModelEnvironment.createLabel") }
    public var updateLabel: @Sendable (_ name: String, LabelFields) throws -> RepositoryLabel?
        = { _, _ in throw Unimplemented("LabelsModelEnvironment.updateLabel") }
    /// The label with every field (nil: none of that name), as `GitHubClient.getRepositoryLabel`.
    public var readLabel: @Sendable (_ name: String) throws -> RepositoryLabel?
        = { _ in throw Unimplemented("LabelsModelEnvironment.readLabel") }
    public var deleteLabel: @Sendable (_ name: String) throws -> Void
        = { _ in throw Unimplemented("LabelsModelEnvironment.deleteLabel") }
    /// A colour for a label created without one (six hex digits).
    public var randomColor: @Sendable () -> String = {
        _ = Unimplemented("LabelsModelEnvironment.randomColor")
        return "000000"
    }
    /// Opens a page of the repository (`labels`) in the browser; returns its URL.
    public var openInBrowser: @Sendable (_ path: String) throws -> String
        = { _ in throw Unimplemented("LabelsModelEnvironment.openInBrowser") }

    public init() {}

    public static var failing: LabelsModelEnvironment { LabelsModelEnvironment() }
}

extension LabelsModelEnvironment {
    /// `repo`'s labels from `services`; web pages on `host`; random colours from gh's palette.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, host: String) -> LabelsModelEnvironment {
        let gitHub = services.gitHub
        let browser = services.browser
        let webURL = repo.webURL(host: host) + "/"
        var environment = LabelsModelEnvironment()
        environment.listRepositoryLabels = { query in try gitHub.listRepositoryLabels(repo, query) }
        environment.createLabel = { fields in try gitHub.createLabel(repo, fields) }
        environment.updateLabel = { name, fields in try gitHub.updateLabel(repo, name, fields) }
        environment.deleteLabel = { name in try gitHub.deleteLabel(repo, name) }
        environment.readLabel = { name in try gitHub.getRepositoryLabel(repo, name) }
        environment.randomColor = { LabelColor.palette.randomElement()! }
        environment.openInBrowser = { path in
            try browser.open(webURL + path)
            return webURL + path
        }
        return environment
    }
}
