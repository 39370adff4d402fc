/// Issue templates as a repository may hold them: the same text read as a Markdown template (front matter)
/// and as a YAML issue form. Either gives a template or a `YAMLSubset.Failure` with a line in the file.
enum IssueTemplateTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        check(input.text)
    }

    static func check(_ text: String) {
        let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        for fileName in ["bug_report.md", "feature.yml"] {
            do {
                _ = try IssueTemplate.parse(fileName: fileName, text: text)
            } catch let failure as YAMLSubset.Failure {
                fuzzCheck((1...max(lineCount, 1)).contains(failure.line),
                          "\(fileName): failure on line \(failure.line) of \(lineCount)")
            } catch {
                fuzzCheck(false, "\(fileName): unexpected error \(error)")
            }
        }
    }
}
