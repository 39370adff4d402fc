/// Everything a person put into a new issue, as the command line would say it: what `--recover` reads back.
/// Saved (0600, under the cache directory) whenever the issue could not be created.
public struct IssueDraft: Sendable, Equatable, Codable {
    /// `OWNER/REPO`: a draft is recovered only into the repository it was written for.
    public var repository: String
    public var title: String
    public var body: String
    public var labels: [String]?
    public var assignees: [String]?
    /// The milestone's number, as `--milestone` takes it.
    public var milestone: String?

    public init(repository: String, title: String, body: String, labels: [String]? = nil,
                assignees: [String]? = nil, milestone: String? = nil) {
        self.repository = repository
        self.title = title
        self.body = body
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
    }

    enum CodingKeys: String, CodingKey { case repository, title, body, labels, assignees, milestone }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Far more than any draft gh-lite writes (a body GitHub takes, every character escaped, and the rest), so a
    /// file that is larger is not one.
    static let maximumBytes = 16 * IssueBodyLimit.bytes

    /// The draft saved at `path`, read before the repository is settled: when nothing else names one, the draft
    /// does, so its `repository` is checked here to be an `OWNER/REPO` as gh-lite writes it.
    public static func read(_ path: String, readFile: (String, Int) throws -> Data?) throws -> IssueDraft {
        guard let data = try readFile(path, maximumBytes) else {
            throw CommandError("failed to recover input: there is no draft at \(path)")
        }
        guard data.count <= maximumBytes, let draft = try? JSONDecoder().decode(IssueDraft.self, from: data),
              let repository = try? RepoRef.parse(draft.repository), repository.host == nil else {
            throw CommandError("failed to recover input: \(path) is not a gh-lite draft")
        }
        return draft
    }

    /// A draft goes back only into the repository it was written for: recovering it anywhere else is refused,
    /// naming both repositories and the command that recovers it where it belongs.
    public func checkRecovered(into repository: RepoRef, from path: String) throws {
        guard self.repository.lowercased() != repository.description.lowercased() else { return }
        throw CommandError("the draft \(path) is for \(self.repository), not \(repository): "
                           + "run `gh-lite new-issue \(self.repository) --recover \(Shell.quoted(path))`")
    }

    /// `new-issue-20240601T120000Z.json`, or with `-2`, `-3`... when `taken` says the name is in use.
    public static func fileName(at date: Date, prefix: String = "new-issue",
                                taken: (String) throws -> Bool) rethrows -> String {
        let stamp = ISO8601.format(date).filter { $0 != "-" && $0 != ":" }
        var name = "\(prefix)-\(stamp).json"
        var counter = 1
        while try taken(name) {
            counter += 1
            name = "\(prefix)-\(stamp)-\(counter).json"
        }
        return name
    }

    /// Writes `data` privately under the cache directory's `drafts/` as `PREFIX-STAMP.json`; returns its path.
    static func save(_ data: Data, named prefix: String, services: ContainerEnvironment,
                     configuration: Configuration) throws -> String {
        let drafts = configuration.cacheDirectory + "/drafts"
        let name = try fileName(at: services.clock.now(), prefix: prefix) {
            try services.files.readFile(drafts + "/" + $0, 0) != nil
        }
        try services.files.writeFile(drafts + "/" + name, data)
        return drafts + "/" + name
    }
}
