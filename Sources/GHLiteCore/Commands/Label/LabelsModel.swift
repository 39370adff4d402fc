/// Lists and writes one repository's labels (the repository is bound into the environment). One model for the
/// five label commands: they share the same four operations and the same reading of GitHub's refusals, and
/// `clone` is `list` on one repository followed by `create` on another.
public struct LabelsModel: Sendable {
    /// GitHub's refusals that name a label; the command words them with the repository's name.
    public enum Failure: Error, Equatable {
        /// 422 `already_exists` on `name`: another label has this name, in some case.
        case alreadyExists(String)
        /// 404 on the label's own URL.
        case notFound(String)
    }

    public struct Listing: Sendable, Equatable {
        public var labels: [RepositoryLabel]
        /// How many labels match in all, whatever the limit.
        public var totalCount: Int
    }

    /// A label written: its name now, and the label as GitHub answered (nil: the answer could not be read).
    public struct Written: Sendable, Equatable {
        public var name: String
        public var answer: RepositoryLabel?
    }

    public struct CloneSummary: Sendable, Equatable {
        /// Labels created, or with `force` also updated, in the source's order.
        public var written: [Written]
        /// Labels in the source repository.
        public var total: Int

        public var cloned: Int { written.count }
    }

    public var environment: LabelsModelEnvironment

    public init(environment: LabelsModelEnvironment) {
        self.environment = environment
    }

    /// Up to `limit` labels (nil: all of them), page after page, asking for no more than is left.
    public func list(limit: Int?, query: LabelConnectionQuery = LabelConnectionQuery()) throws -> Listing {
        var query = query
        var labels: [RepositoryLabel] = []
        var trail = PageTrail(of: .cursor)
        while true {
            query.first = min(limit.map { $0 - labels.count } ?? 100, 100)
            let page = try environment.listRepositoryLabels(query)
            labels += page.items.prefix(query.first)
            guard labels.count < (limit ?? .max), let next = page.nextCursor, !page.items.isEmpty else {
                return Listing(labels: labels, totalCount: page.totalCount)
            }
            query.after = try trail.follow(next)
        }
    }

    /// Creates the label, in a random colour when none is given. With `force`, a label of that name already there
    /// gets the colour and description given instead (its colour stays when none was given).
    @discardableResult
    public func create(name: String, color: String?, description: String?, force: Bool) throws -> Written {
        do {
            let answer = try translating(name) {
                try environment.createLabel(LabelFields(name: name, color: color ?? environment.randomColor(),
                                                        description: description))
            }
            return Written(name: name, answer: answer)
        } catch Failure.alreadyExists where force {
            return try edit(name, LabelFields(color: color, description: description))
        }
    }

    @discardableResult
    public func edit(_ name: String, _ fields: LabelFields) throws -> Written {
        let answer = try translating(name, taken: fields.name ?? name) { try environment.updateLabel(name, fields) }
        return Written(name: fields.name ?? name, answer: answer)
    }

    public func delete(_ name: String) throws {
        try translating(name) { try environment.deleteLabel(name) }
    }

    /// The label called `name` with every field; `notFound` when there is none.
    public func read(_ name: String) throws -> RepositoryLabel {
        guard let label = try environment.readLabel(name) else { throw Failure.notFound(name) }
        return label
    }

    /// The labels `written`, with `fields`: their answers when those carry every field asked for (no request);
    /// else read again, one by name or many in one list. One gone meanwhile is left out of a list.
    public func labels(_ written: [Written], with fields: [String]) throws -> [RepositoryLabel] {
        let answers = written.compactMap(\.answer)
        if answers.count == written.count && fields.allSatisfy(RepositoryLabel.restFields.contains) { return answers }
        if written.count == 1 { return [try read(written[0].name)] }
        let here = Dictionary(try list(limit: nil).labels.map { ($0.name.lowercased(), $0) }) { first, _ in first }
        return written.compactMap { here[$0.name.lowercased()] }
    }

    /// Every label of `source`, written here one at a time (GitHub asks clients not to write concurrently). The labels
    /// here are listed first, so a label already here (GitHub's names ignore case) costs no request, or with `force`
    /// one update to the source's colour and description; only new ones are created. One made here meanwhile is
    /// skipped, or with `force` updated, as GitHub's refusal says.
    public func clone(from source: LabelsModel, force: Bool) throws -> CloneSummary {
        let labels = try source.list(limit: nil).labels
        let here = Dictionary(try list(limit: nil).labels.map { ($0.name.lowercased(), $0.name) }) { first, _ in first }
        var written: [Written] = []
        for label in labels {
            let description = force ? label.description ?? "" : label.description
            do {
                if let name = here[label.name.lowercased()] {
                    guard force else { continue }
                    written.append(try edit(name, LabelFields(color: label.color, description: description)))
                } else {
                    written.append(try create(name: label.name, color: label.color, description: description,
                                              force: force))
                }
            } catch Failure.alreadyExists {
                continue
            }
        }
        return CloneSummary(written: written, total: labels.count)
    }

    /// Opens the repository's labels page in the browser; returns its URL.
    public func openList() throws -> String {
        try environment.openInBrowser("labels")
    }

    /// GitHub's 404 as `notFound(label)` and 422 `already_exists` as `alreadyExists(taken)`; anything else as it came.
    private func translating<T>(_ label: String, taken: String? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitHubAPIError where error.status == 404 {
            throw Failure.notFound(label)
        } catch let error as GitHubAPIError where error.status == 422
                    && error.errors.contains(where: { $0.field == "name" && $0.code == "already_exists" }) {
            throw Failure.alreadyExists(taken ?? label)
        }
    }
}
