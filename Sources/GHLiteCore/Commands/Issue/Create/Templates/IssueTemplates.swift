/// The issue templates a repository offers, read from its `.github` folder.
public struct IssueTemplates: Sendable, Equatable {
    /// From `.github/ISSUE_TEMPLATE/`, sorted by file name.
    public var templates: [IssueTemplate]
    /// The body of a lone legacy `.github/ISSUE_TEMPLATE.md`, used only when there is no template folder.
    public var legacyBody: String?
    /// One line for each file that could not be read as a template (`bug.yml: line 3: ...`).
    public var problems: [String]

    public init(templates: [IssueTemplate] = [], legacyBody: String? = nil, problems: [String] = []) {
        self.templates = templates
        self.legacyBody = legacyBody
        self.problems = problems
    }

    /// The template the user named: by name or file name, ignoring case.
    public func named(_ name: String) -> IssueTemplate? {
        let wanted = name.lowercased()
        return templates.first { $0.name.lowercased() == wanted }
            ?? templates.first { $0.fileName.lowercased() == wanted || IssueTemplate.baseName($0.fileName).lowercased() == wanted }
    }

    /// Something that can list a folder and read a file of the repository, by path from its root:
    /// a local checkout, or the contents API. Both answer nil for a path that is not there.
    public struct Source: Sendable {
        public var list: @Sendable (_ path: String) throws -> [String]?
        public var read: @Sendable (_ path: String) throws -> Data?

        public init(list: @escaping @Sendable (String) throws -> [String]?,
                    read: @escaping @Sendable (String) throws -> Data?) {
            self.list = list
            self.read = read
        }
    }

    /// gh's lookup: `.github/ISSUE_TEMPLATE/` (any case) with `.md`, `.yml` and `.yaml` templates,
    /// else the legacy single `.github/ISSUE_TEMPLATE.md`.
    public static func load(from source: Source) throws -> IssueTemplates {
        guard let github = try source.list(".github") else { return IssueTemplates() }
        var result = IssueTemplates()
        if let folder = github.first(where: { $0.lowercased() == "issue_template" }),
           let names = try source.list(".github/\(folder)") {
            for name in names.sorted() where IssueTemplate.isTemplate(fileName: name) {
                guard let data = try source.read(".github/\(folder)/\(name)") else { continue }
                do {
                    if let template = try IssueTemplate.parse(fileName: name, text: String(decoding: data, as: UTF8.self)) {
                        result.templates.append(template)
                    }
                } catch {
                    result.problems.append("\(name): \(error)")
                }
            }
        }
        if result.templates.isEmpty, let legacy = github.first(where: { $0.lowercased() == "issue_template.md" }),
           let data = try source.read(".github/\(legacy)") {
            result.legacyBody = try IssueTemplate.markdown(fileName: legacy, text: String(decoding: data, as: UTF8.self)).body
        }
        return result
    }
}
