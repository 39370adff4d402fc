/// A repository's labels and milestones, each by node ID, all of them, and its owner's issue types (none for a user). A rename, a new colour or a deletion moves
/// no issue's `updatedAt`, so `since` never shows one: the mirror compares the catalog GitHub sends with the one it
/// kept, and rewrites its issues' labels and milestones by ID, without a full list.
public struct RepositoryCatalog: Sendable, Equatable {
    public struct LabelEntry: Sendable, Equatable {
        public var id: String
        public var label: Label

        public init(id: String, label: Label) {
            self.id = id
            self.label = label
        }
    }

    public struct MilestoneEntry: Sendable, Equatable {
        public var id: String
        public var number: Int
        public var title: String

        public init(id: String, number: Int, title: String) {
            self.id = id
            self.number = number
            self.title = title
        }
    }

    public var labels: [LabelEntry]
    public var milestones: [MilestoneEntry]
    public var issueTypes: [IssueType]

    public init(labels: [LabelEntry] = [], milestones: [MilestoneEntry] = [], issueTypes: [IssueType] = []) {
        self.labels = labels
        self.milestones = milestones
        self.issueTypes = issueTypes
    }

    /// What became of the labels and milestones of `old` (the catalog the mirror's issues were written against);
    /// nil when none was renamed, recoloured, retitled or deleted.
    public func change(since old: RepositoryCatalog) -> CatalogChange? {
        let labelsNow = Dictionary(labels.map { ($0.id, $0.label) }) { first, _ in first }
        let milestonesNow = Dictionary(milestones.map { ($0.id, $0.title) }) { first, _ in first }
        var change = CatalogChange()
        for entry in old.labels where labelsNow[entry.id] != entry.label {
            change.labels[entry.label.name.lowercased()] = .some(labelsNow[entry.id])
        }
        for entry in old.milestones where milestonesNow[entry.id] != entry.title {
            change.milestoneTitles[entry.number] = .some(milestonesNow[entry.id])
        }
        return change.labels.isEmpty && change.milestoneTitles.isEmpty ? nil : change
    }
}

/// Labels and milestones renamed, recoloured or deleted between two catalogs, keyed as an issue refers to them
/// (a label by its old name, which named one ID only; a milestone by its number, which never changes).
public struct CatalogChange: Sendable, Equatable {
    /// A label's old name, lower-cased: the label it is now, or nil when it was deleted.
    var labels: [String: Label?] = [:]
    /// A milestone's number: its title now, or nil when it was deleted.
    var milestoneTitles: [Int: String?] = [:]

    /// `issue` with the change applied (two labels that swapped names swap back on it); nil when it carries
    /// nothing that changed.
    public func applied(to issue: Issue) -> Issue? {
        var changed = issue
        changed.labels = issue.labels.compactMap { label in labels[label.name.lowercased()] ?? label }
        if let milestone = issue.milestone, let title = milestoneTitles[milestone.number] {
            changed.milestone = title.map { title in
                var renamed = milestone
                renamed.title = title
                return renamed
            }
        }
        return changed == issue ? nil : changed
    }
}
