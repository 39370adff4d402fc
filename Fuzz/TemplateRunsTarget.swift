/// Issue templates of the shapes that once overflowed the stack: the input's first line repeated until the
/// template is 60 KB, just under the size cap (one long line, such as 30,000 `- `), and the same line indented
/// one more space each time (nesting by indentation). The rest of the input goes first (`---` makes the runs
/// front matter) and `---` closes them; each is then read as `template` reads any template.
enum TemplateRunsTarget {
    static let size = 60_000

    static func run(_ input: UnsafeRawBufferPointer) {
        let text = input.text
        let unit = text.prefix { !$0.isNewline }
        guard !unit.isEmpty else { return }
        let start = text.dropFirst(unit.count + 1)
        let run = String(repeating: String(unit), count: max(1, size / unit.utf8.count))
        var staircase = ""
        var indent = 0
        while staircase.utf8.count + indent + unit.utf8.count < size {
            staircase += String(repeating: " ", count: indent) + unit + "\n"
            indent += 1
        }
        IssueTemplateTarget.check(start + run + "\n---\n")
        IssueTemplateTarget.check(start + staircase + "---\n")
    }
}
