/// The three ways to settle an issue before it is sent: straight from the flags, in the editor (`-e`: first line
/// title, the rest body), or by prompts. Each checks the names it was given before asking for any text.
struct NewIssueFlow {
    var model: NewIssueModel
    var options: NewIssueOptions
    var template: IssueTemplate?
    var prompter: Prompter
    /// Editor program name for the body prompt (`vi`).
    var editorName: String
    var makePicker: (OptionSelectModel.Kind) -> OptionSelectModel

    var io: IO { prompter.io }

    /// Everything from the flags (and the template): no questions.
    func direct() throws -> NewIssueSubmission {
        let metadata = try resolve(template, labels: true, assignees: true)
        return NewIssueSubmission(title: (options.title ?? "").trimmingWhitespace(),
                                  body: options.body ?? template?.body ?? "", metadata: metadata)
    }

    /// `--editor`: the title and body in one file; nothing else is asked.
    func editor() throws -> NewIssueSubmission {
        let metadata = try resolve(template, labels: true, assignees: true)
        let title = options.title ?? template?.title ?? ""
        let text = try model.edit(title + "\n\n" + (options.body ?? template?.body ?? ""))
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let submission = NewIssueSubmission(
            title: lines.first.map { $0.trimmingWhitespace() } ?? "",
            body: lines.count > 1 ? String(lines[1].drop { $0 == "\n" }) : "", metadata: metadata)
        guard !submission.title.isEmpty else {
            throw model.preserve(submission.draft(for: model.repository), after: CommandError("title can't be blank"))
        }
        return submission
    }

    /// Asks for what the flags left out: a template, the title, the body (in the editor), labels, assignees
    /// and milestone from the repository's lists, then "Submit / Edit body / Cancel". Ctrl-C at any of them
    /// ends with exit 2, keeping the title and body typed so far in a draft.
    func interactive() throws -> NewIssueSubmission {
        try model.catchInterrupts()
        var typed = NewIssueSubmission(title: options.title ?? "", body: options.body ?? "")
        do {
            return try ask(&typed)
        } catch let interrupt as Interrupted {
            throw model.cancel(typed, by: interrupt)
        }
    }

    /// The questions of `interactive`; `issue` holds every answer as soon as it is given.
    private func ask(_ issue: inout NewIssueSubmission) throws -> NewIssueSubmission {
        var template = self.template
        var defaultBody = template?.body ?? ""
        if template == nil && options.body == nil {
            let found = try model.templates()
            warn(found.problems.map { "skipped the template \($0)" })
            if !found.templates.isEmpty {
                let names = found.templates.map { TerminalText.line($0.name) } + ["Open a blank issue"]
                let choice = try prompter.select("Choose a template", options: names)
                template = found.templates.indices.contains(choice) ? found.templates[choice] : nil
            }
            defaultBody = template?.body ?? found.legacyBody ?? ""
        }
        // Pickers are for what no flag (and no recovered draft) settled; a template's names preselect them.
        let pickers = options.recover == nil
        issue.metadata = try resolve(template, labels: options.labels != nil || !pickers,
                                     assignees: options.assignees != nil || !pickers)

        while issue.title.isEmpty {
            let lead = template?.title ?? ""
            let typed = try prompter.input("Title (required)", lead: TerminalText.line(lead)).trimmingWhitespace()
            if typed.isEmpty {
                io.writeError(prompter.style.red("X") + " Title cannot be blank\n")
                continue
            }
            issue.title = (lead + typed).trimmingWhitespace()
        }
        // From here on the user has typed text: a failure keeps it in a draft.
        do {
            if options.body == nil { issue.body = try askForBody(default: defaultBody) }
            if pickers {
                if options.labels == nil {
                    issue.metadata.labels = try pick(.labels, "Labels", empty: "no labels in the repository",
                                                     preselected: template?.labels ?? []).map(\.value)
                }
                if options.assignees == nil {
                    issue.metadata.assignees = try pick(.assignees, "Assignees", empty: "no assignable users",
                                                        preselected: template?.assignees ?? []).map(\.value)
                }
                if options.milestone == nil {
                    issue.metadata.milestone = try pick(.milestone, "Milestone", empty: "no milestones in the repository")
                        .first.flatMap { option in Int(option.value).map { Milestone(number: $0, title: option.title) } }
                }
            }
            while true {
                switch try prompter.select("What's next?", options: ["Submit", "Edit body", "Cancel"]) {
                case 0: return issue
                case 1: issue.body = try model.edit(issue.body)
                default: throw CommandError("Discarding.", exitCode: .cancelled)
                }
            }
        } catch let error as any UserFacingError where error.exitCode == .cancelled {
            throw error
        } catch {
            throw model.preserve(issue.draft(for: model.repository), after: error)
        }
    }

    private func askForBody(default text: String) throws -> String {
        while true {
            let answer = try prompter.input("Body [(e) to launch \(editorName), enter to skip]").trimmingWhitespace()
            switch answer.lowercased() {
            case "": return text
            case "e": return try model.edit(text)
            default: prompter.invalid("type e to open the editor, or press Enter to skip")
            }
        }
    }

    private func pick(_ kind: OptionSelectModel.Kind, _ question: String, empty: String,
                      preselected: [String] = []) throws -> [OptionSelectModel.Option] {
        var picker = makePicker(kind)
        let missing = try picker.load(preselected: preselected)
        warn(missing.map { "the template's '\(TerminalText.line($0))' is not in \(model.repository): left out" })
        guard !picker.options.isEmpty else {
            warn([empty])
            return []
        }
        try OptionPicker(prompter: prompter).run(&picker, question: question)
        return picker.options.filter(picker.isSelected)
    }

    /// The names the flags gave, checked (errors stop everything), with the template's labels and assignees
    /// added where asked (the others preselect a picker instead).
    private func resolve(_ template: IssueTemplate?, labels: Bool, assignees: Bool) throws -> IssueMetadata {
        let (metadata, warnings) = try model.resolve(WantedMetadata(
            labels: options.labels ?? [], assignees: options.assignees ?? [], milestone: options.milestone,
            templateLabels: labels ? template?.labels ?? [] : [],
            templateAssignees: assignees ? template?.assignees ?? [] : []))
        warn(warnings)
        return metadata
    }

    private func warn(_ warnings: [String]) {
        for warning in warnings { io.writeError("warning: \(warning)\n") }
    }
}
