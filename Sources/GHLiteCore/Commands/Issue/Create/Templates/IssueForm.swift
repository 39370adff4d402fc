/// GitHub issue forms (`.yml` templates): the form's settings, and its fields rendered as the Markdown
/// skeleton GitHub itself would produce (`### Label` and the answer), with each field's help in a comment.
enum IssueForm {
    static func template(fileName: String, yaml: YAMLValue) throws -> IssueTemplate {
        guard case .mapping = yaml else { throw YAMLSubset.Failure(line: 1, message: "an issue form is a mapping") }
        let sections = yaml["body"]?.items.compactMap(section) ?? []
        let body = sections.isEmpty ? "" : sections.joined(separator: "\n\n") + "\n"
        return IssueTemplate(name: yaml["name"]?.string ?? IssueTemplate.baseName(fileName), fileName: fileName,
                             about: yaml["description"]?.string, title: yaml["title"]?.string ?? "", body: body,
                             labels: yaml["labels"]?.stringList ?? [], assignees: yaml["assignees"]?.stringList ?? [])
    }

    /// One field as Markdown; nil for `markdown` fields (GitHub leaves them out of the issue).
    static func section(_ field: YAMLValue) -> String? {
        let attributes = field["attributes"] ?? .mapping([])
        let type = field["type"]?.string ?? ""
        guard type != "markdown", let label = attributes["label"]?.string else { return nil }
        var help = attributes["description"]?.string.map(oneLine) ?? ""
        if field["validations"]?["required"]?.isTrue == true { help += help.isEmpty ? "required" : " (required)" }
        var answer: String
        switch type {
        case "dropdown":
            let options = attributes["options"]?.items.compactMap(\.string) ?? []
            let choice = attributes["default"]?.string.flatMap(Int.init).flatMap { options.indices.contains($0) ? options[$0] : nil }
            let any = attributes["multiple"]?.isTrue == true ? "Any of" : "One of"
            help += (help.isEmpty ? "" : " ") + "\(any): " + options.joined(separator: ", ")
            answer = choice ?? ""
        case "checkboxes":
            let boxes = attributes["options"]?.items.compactMap { $0["label"]?.string } ?? []
            answer = boxes.map { "- [ ] \($0)" }.joined(separator: "\n")
        default:
            answer = attributes["value"]?.string ?? ""
            if let language = attributes["render"]?.string {
                answer = "```\(language)\n\(answer.isEmpty || answer.hasSuffix("\n") ? answer : answer + "\n")```"
            }
        }
        var content: [String] = []
        if !help.isEmpty { content.append("<!-- \(help) -->") }
        while answer.hasSuffix("\n") { answer.removeLast() }
        if !answer.isEmpty { content.append(answer) }
        return content.isEmpty ? "### \(label)" : "### \(label)\n\n" + content.joined(separator: "\n")
    }

    /// Help text inside an HTML comment: one line, and no `-->` that would end the comment early.
    static func oneLine(_ text: String) -> String {
        text.replacingLineBreaks().replacing("-->", with: "->")
    }
}
