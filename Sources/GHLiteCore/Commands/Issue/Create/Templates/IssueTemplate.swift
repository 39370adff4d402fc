/// One issue template of a repository, whether a Markdown template or an issue form, ready to start an issue:
/// its body is Markdown (a form's fields become a skeleton of headings).
public struct IssueTemplate: Sendable, Equatable {
    public var name: String
    public var fileName: String
    public var about: String?
    /// Text the title starts with (GitHub pre-fills it), such as `[BUG] `.
    public var title: String
    public var body: String
    public var labels: [String]
    public var assignees: [String]

    public init(name: String, fileName: String, about: String? = nil, title: String = "", body: String,
                labels: [String] = [], assignees: [String] = []) {
        self.name = name
        self.fileName = fileName
        self.about = about
        self.title = title
        self.body = body
        self.labels = labels
        self.assignees = assignees
    }

    /// Reads `fileName`'s text: a `.md` template with optional front matter, or a `.yml`/`.yaml` issue form.
    /// Nil for anything else, including `config.yml` (the template chooser's settings, not a template).
    public static func parse(fileName: String, text: String) throws -> IssueTemplate? {
        guard isTemplate(fileName: fileName) else { return nil }
        if fileName.lowercased().hasSuffix(".md") { return try markdown(fileName: fileName, text: text) }
        return try IssueForm.template(fileName: fileName, yaml: try YAMLSubset.parse(text))
    }

    static func isTemplate(fileName: String) -> Bool {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".md") { return true }
        return (lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml")) && !lowered.hasPrefix("config.")
    }

    /// A Markdown template: `---` front matter (name, about, title, labels, assignees), then the body.
    static func markdown(fileName: String, text: String) throws -> IssueTemplate {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var frontMatter = YAMLValue.mapping([])
        var bodyLines = lines[...]
        if lines.first?.trimmingWhitespace() == "---",
           let end = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "---" }) {
            do {
                frontMatter = try YAMLSubset.parse(lines[1..<end].joined(separator: "\n"))
            } catch var failure as YAMLSubset.Failure {
                failure.line += 1 // The front matter starts on the file's second line, after "---".
                throw failure
            }
            bodyLines = lines[(end + 1)...]
        }
        let body = bodyLines.drop { $0.trimmingWhitespace().isEmpty }.joined(separator: "\n")
        return IssueTemplate(name: frontMatter["name"]?.string ?? baseName(fileName), fileName: fileName,
                             about: frontMatter["about"]?.string, title: frontMatter["title"]?.string ?? "",
                             body: body, labels: frontMatter["labels"]?.stringList ?? [],
                             assignees: frontMatter["assignees"]?.stringList ?? [])
    }

    /// `name` is the file name, or the file name without its extension, ignoring case.
    static func isNamed(_ name: String, byFile fileName: String) -> Bool {
        let wanted = name.lowercased()
        return fileName.lowercased() == wanted || baseName(fileName).lowercased() == wanted
    }

    static func baseName(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }
}
