import GHLiteCore

/// A repository's labels and milestones as a mirror keeps them (the `catalog` value), by node ID, and the owner's
/// issue types (absent from a catalog written before types were kept).
struct MirroredCatalog: Codable {
    struct MirroredLabel: Codable {
        var id: String
        var name: String
        var color: String
        var description: String?
    }

    struct MirroredMilestone: Codable {
        var id: String
        var number: Int
        var title: String
    }

    var labels: [MirroredLabel]
    var milestones: [MirroredMilestone]
    var issueTypes: [IssueType]?

    init(_ catalog: RepositoryCatalog) {
        labels = catalog.labels.map { .init(id: $0.id, name: $0.label.name, color: $0.label.color,
                                            description: $0.label.description) }
        milestones = catalog.milestones.map { .init(id: $0.id, number: $0.number, title: $0.title) }
        issueTypes = catalog.issueTypes
    }

    var catalog: RepositoryCatalog {
        RepositoryCatalog(
            labels: labels.map { label in
                .init(id: label.id, label: Label(name: label.name, color: label.color, description: label.description))
            },
            milestones: milestones.map { .init(id: $0.id, number: $0.number, title: $0.title) },
            issueTypes: issueTypes ?? [])
    }
}
