/// The issue templates a repository offers, read from its `.github` folder.
public struct IssueTemplates: Sendable, Equatable {
    /// From `.github/ISSUE_TEMPLATE/`, sorted by file name.
    public var templates: [IssueTemplate]
    /// The body of a lone legacy `.github/ISSUE_TEMPLATE.md`, used only when there is no template folder.
    public var legacyBody: String?
    /// One line for each file that could not be read as a template (`bug.yml: line 3: ...`).
    public var problems: [String]
    /// How many template files the folder holds beyond the `maximumFiles` read.
    public var leftOut: Int
    /// The folder's listing was as long as GitHub lists (`listingLimit`): it may hold more than `leftOut` says.
    public var listingMayBeCut = false

    /// Template files read at most: from GitHub each costs a request, and a longer picker helps nobody.
    public static let maximumFiles = 25
    /// GitHub's contents API lists at most this many entries of a folder.
    public static let listingLimit = 1_000

    public init(templates: [IssueTemplate] = [], legacyBody: String? = nil, problems: [String] = [], leftOut: Int = 0) {
        self.templates = templates
        self.legacyBody = legacyBody
        self.problems = problems
        self.leftOut = leftOut
    }

    /// No template, legacy template or unreadable template file at all: the repository has none of its own.
    public var isEmpty: Bool { templates.isEmpty && legacyBody == nil && problems.isEmpty }

    /// The template the user named: by name or file name, ignoring case.
    public func named(_ name: String) -> IssueTemplate? {
        let wanted = name.lowercased()
        return templates.first { $0.name.lowercased() == wanted }
            ?? templates.first { IssueTemplate.isNamed(name, byFile: $0.fileName) }
    }

    /// Something that can list a folder and read a file of the repository, by path from its root:
    /// a local checkout, or the contents API. Both answer nil for a path that is not there; a checkout
    /// throws `FileRefused` for a file it will not read.
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
    /// else the legacy single `.github/ISSUE_TEMPLATE.md`. The folder is listed once and at most `maximumFiles`
    /// templates are read, the first by file name; past that, a file named `wanted` (or that without its
    /// extension) is read alone, so `--template FILE` still finds it.
    public static func load(from source: Source, wanted: String? = nil) throws -> IssueTemplates {
        guard let github = try source.list(".github") else { return IssueTemplates() }
        var result = IssueTemplates()
        if let folder = github.first(where: { $0.lowercased() == "issue_template" }),
           let names = try source.list(".github/\(folder)") {
            var files = names.sorted().filter(IssueTemplate.isTemplate(fileName:))
            if files.count > maximumFiles {
                if let named = wanted.flatMap({ wanted in files.first { IssueTemplate.isNamed(wanted, byFile: $0) } }) {
                    files = [named]
                } else {
                    result.leftOut = files.count - maximumFiles
                    result.listingMayBeCut = names.count >= listingLimit
                    files = Array(files.prefix(maximumFiles))
                }
            }
            for name in files {
                guard let text = try result.text(of: ".github/\(folder)/\(name)", named: name, from: source) else { continue }
                do {
                    if let template = try IssueTemplate.parse(fileName: name, text: text) {
                        result.templates.append(template)
                    }
                } catch {
                    result.problems.append("\(name): \(error)")
                }
            }
        }
        if result.templates.isEmpty, let legacy = github.first(where: { $0.lowercased() == "issue_template.md" }),
           let text = try result.text(of: ".github/\(legacy)", named: legacy, from: source) {
            result.legacyBody = try IssueTemplate.markdown(fileName: legacy, text: text).body
        }
        return result
    }

    /// A template file's text; nil, with a line in `problems`, for one the checkout refuses or one longer
    /// than an issue body may be.
    private mutating func text(of path: String, named name: String, from source: Source) throws -> String? {
        do {
            guard let data = try source.read(path) else { return nil }
            guard let text = IssueBodyLimit.text(of: data) else {
                problems.append("\(name): it is longer than GitHub allows for an issue body (65,536 characters)")
                return nil
            }
            return text
        } catch let refused as FileRefused {
            problems.append("\(name): \(refused)")
            return nil
        }
    }
}
