/// All `LabelsModel` may do, each closure already bound to one repository by the container.
public struct LabelsModelEnvironment: Sendable {
    public var listRepositoryLabels: @Sendable (LabelConnectionQuery) throws -> LabelConnectionPage
    public var createLabel: @Sendable (LabelFields) throws -> Void
    public var updateLabel: @Sendable (_ name: String, LabelFields) throws -> Void
    public var deleteLabel: @Sendable (_ name: String) throws -> Void
    /// A colour for a label created without one (six hex digits).
    public var randomColor: @Sendable () -> String
    /// Opens a page of the repository (`labels`) in the browser; returns its URL.
    public var openInBrowser: @Sendable (_ path: String) throws -> String

    public init(listRepositoryLabels: @escaping @Sendable (LabelConnectionQuery) throws -> LabelConnectionPage,
                createLabel: @escaping @Sendable (LabelFields) throws -> Void,
                updateLabel: @escaping @Sendable (String, LabelFields) throws -> Void,
                deleteLabel: @escaping @Sendable (String) throws -> Void,
                randomColor: @escaping @Sendable () -> String,
                openInBrowser: @escaping @Sendable (String) throws -> String) {
        self.listRepositoryLabels = listRepositoryLabels
        self.createLabel = createLabel
        self.updateLabel = updateLabel
        self.deleteLabel = deleteLabel
        self.randomColor = randomColor
        self.openInBrowser = openInBrowser
    }

    /// Every closure fails with "unimplemented: LabelsModelEnvironment.NAME": tests override what their case needs.
    public static var failing: LabelsModelEnvironment {
        LabelsModelEnvironment(
            listRepositoryLabels: { _ in throw Unimplemented("LabelsModelEnvironment.listRepositoryLabels") },
            createLabel: { _ in throw Unimplemented("LabelsModelEnvironment.createLabel") },
            updateLabel: { _, _ in throw Unimplemented("LabelsModelEnvironment.updateLabel") },
            deleteLabel: { _ in throw Unimplemented("LabelsModelEnvironment.deleteLabel") },
            randomColor: {
                _ = Unimplemented("LabelsModelEnvironment.randomColor")
                return "000000"
            },
            openInBrowser: { _ in throw Unimplemented("LabelsModelEnvironment.openInBrowser") })
    }
}

extension LabelsModelEnvironment {
    /// `repo`'s labels from `services`; web pages on `host`; random colours from gh's palette.
    static func bound(to services: ContainerEnvironment, repo: RepoRef, host: String) -> LabelsModelEnvironment {
        let gitHub = services.gitHub
        let browser = services.browser
        let webURL = repo.webURL(host: host) + "/"
        return LabelsModelEnvironment(
            listRepositoryLabels: { query in try gitHub.listRepositoryLabels(repo, query) },
            createLabel: { fields in try gitHub.createLabel(repo, fields) },
            updateLabel: { name, fields in try gitHub.updateLabel(repo, name, fields) },
            deleteLabel: { name in try gitHub.deleteLabel(repo, name) },
            randomColor: { LabelColor.palette.randomElement()! },
            openInBrowser: { path in
                try browser.open(webURL + path)
                return webURL + path
            })
    }
}
