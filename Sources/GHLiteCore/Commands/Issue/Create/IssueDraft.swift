/// Everything a person put into a new issue, as the command line would say it: what `--recover` reads back.
/// Saved (0600, under the cache directory) whenever the issue could not be created.
public struct IssueDraft: Sendable, Equatable, Codable {
    /// `OWNER/REPO`: a draft is recovered only into the repository it was written for.
    public var repository: String
    public var title: String
    public var body: String
    public var labels: [String]?
    public var assignees: [String]?
    /// The milestone by number, or by title when it could not be checked (offline), as `--milestone` takes it.
    public var milestone: String?
    /// `--type`, `--parent`, `--blocked-by` and `--blocking` as typed.
    public var links: IssueLinkEdit?
    /// The prompts a cancelled run had not answered yet: `--recover` on a terminal asks these, and only these.
    public var unanswered: [Question]?

    /// A prompt of the interactive flow that a draft may have left unanswered (the title is unanswered when blank).
    public enum Question: String, Sendable, Codable, CaseIterable {
        case body, labels, assignees, milestone, type
    }

    public init(repository: String, title: String, body: String, labels: [String]? = nil,
                assignees: [String]? = nil, milestone: String? = nil, links: IssueLinkEdit? = nil,
                unanswered: [Question]? = nil) {
        self.repository = repository
        self.title = title
        self.body = body
        self.labels = labels
        self.assignees = assignees
        self.milestone = milestone
        self.links = links
        self.unanswered = unanswered
    }

    enum CodingKeys: String, CodingKey { case repository, title, body, labels, assignees, milestone, links, unanswered }

    public func encoded() throws -> Data {
        try DraftFiles.encoded(self)
    }

    /// The draft saved at `path`, read before the repository is settled: when nothing else names one, the draft
    /// does, so its `repository` is checked here to be an `OWNER/REPO` as gh-lite writes it.
    public static func read(_ path: String, readFile: (String, Int) throws -> Data?) throws -> IssueDraft {
        let draft = try DraftFiles.read(path, as: IssueDraft.self, readFile: readFile)
        guard let repository = try? RepoRef.parse(draft.repository), repository.host == nil else {
            throw DraftFiles.notADraft(path)
        }
        return draft
    }

    /// A draft goes back only into the repository it was written for: recovering it anywhere else is refused,
    /// naming both repositories and the command that recovers it where it belongs.
    public func checkRecovered(into repository: RepoRef, from path: String, command: NewIssueCommand) throws {
        guard self.repository.lowercased() != repository.description.lowercased() else { return }
        throw CommandError("the draft \(path) is for \(self.repository), not \(repository): "
                           + "run `\(command.recovering(path, into: self.repository))`")
    }
}
