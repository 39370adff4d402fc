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
        let metadata = try resolve(given: true, template: template)
        return NewIssueSubmission(title: (options.title ?? "").trimmingWhitespace(),
                                  body: options.body ?? template?.body ?? "", metadata: metadata, links: options.links)
    }

    /// `--editor`: the title and body in one file; nothing else is asked.
    func editor() throws -> NewIssueSubmission {
        try edited(metadata: try resolve(given: true, template: template))
    }

    /// `--offline`, or GitHub not reached while the names were checked: the text from the flags or the editor, the
    /// names as typed (`sync` checks them when it sends the issue); no prompts, pickers or templates, which need GitHub.
    func offline() throws -> NewIssueSubmission {
        if options.editor { return try edited(metadata: namesAsTyped, milestoneAsTyped: options.milestone) }
        guard let title = options.title else {
            throw UsageError("`--offline` needs the title: give --title, or write it in the editor with --editor")
        }
        return asGiven(title: title.trimmingWhitespace())
    }

    /// What the flags gave, nothing checked or asked.
    func asGiven(title: String) -> NewIssueSubmission {
        NewIssueSubmission(title: title, body: options.body ?? "", metadata: namesAsTyped, milestoneAsTyped: options.milestone,
                           links: options.links)
    }

    private var namesAsTyped: IssueMetadata {
        IssueMetadata(labels: options.labels ?? [], assignees: options.assignees ?? [])
    }

    /// The title and body written in one file, the first line the title.
    private func edited(metadata: IssueMetadata, milestoneAsTyped: String? = nil) throws -> NewIssueSubmission {
        let title = options.title ?? template?.title ?? ""
        let text = try model.edit(title + "\n\n" + (options.body ?? template?.body ?? ""))
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let submission = NewIssueSubmission(
            title: lines.first.map { $0.trimmingWhitespace() } ?? "",
            body: lines.count > 1 ? String(lines[1].drop { $0 == "\n" }) : "", metadata: metadata,
            milestoneAsTyped: milestoneAsTyped, links: options.links)
        guard !submission.title.isEmpty else {
            throw model.preserve(submission.draft(for: model.repository), after: CommandError("title can't be blank"))
        }
        return submission
    }

    /// Asks for what the flags left out: a template, the title, the body (in the editor), labels, assignees
    /// and milestone from the repository's lists, then "Submit / Edit body / Cancel". Ctrl-C at any of them, or
    /// in the editor, ends with exit 2, keeping the issue as it would have been created then in a draft.
    func interactive() throws -> NewIssueSubmission {
        try model.startCatchingInterrupts()
        var issue = NewIssueSubmission(title: options.title ?? "", body: options.body ?? template?.body ?? "",
                                       links: options.links)
        do {
            return try ask(&issue)
        } catch let interrupt as Interrupted {
            throw model.cancel(issue, givenOnCommandLine: options.givesIssueContent, by: interrupt)
        }
    }

    /// The questions of `interactive`. `issue` is at every moment what would be created: the flags' names
    /// (checked before anything is asked), then a template's body and names until the user answers otherwise.
    private func ask(_ issue: inout NewIssueSubmission) throws -> NewIssueSubmission {
        issue.metadata = try resolve(given: true, template: template)
        if let path = options.recover { io.writeError(NewIssueOutput.recovered(issue, from: path)) }
        issue.unanswered = Set(IssueDraft.Question.allCases.filter(asks))
        let template = self.template == nil && options.body == nil ? try chooseTemplate(&issue) : self.template

        while issue.title.isEmpty {
            // The template's prefix starts the line and can be edited; left alone with nothing added, the title is blank.
            let lead = template?.title ?? ""
            let typed = try prompter.input("Title (required)", lead: lead).trimmingWhitespace()
            if typed.isEmpty || typed == lead.trimmingWhitespace() {
                io.writeError(prompter.style.red("X") + " Title cannot be blank\n")
                continue
            }
            issue.title = typed
        }
        // From here on the user has typed text: a failure keeps it in a draft.
        do {
            // Each question is marked answered once its prompt returns: Ctrl-C leaves it for `--recover` to ask.
            if asks(.body) { try askForBody(&issue) }
            issue.unanswered.remove(.body)
            // Pickers are for what no flag (and no recovered draft) settled; the template's names (or the draft's
            // names, when its picker was cut short) preselect them.
            if asks(.labels) {
                try pick(.labels, "Labels", empty: "no labels in the repository", preselected: issue.metadata.labels) {
                    issue.metadata.labels = $0.map(\.value)
                }
            }
            issue.unanswered.remove(.labels)
            if asks(.assignees) {
                try pick(.assignees, "Assignees", empty: "no assignable users", preselected: issue.metadata.assignees) {
                    issue.metadata.assignees = $0.map(\.value)
                }
            }
            issue.unanswered.remove(.assignees)
            if asks(.milestone) {
                try pick(.milestone, "Milestone", empty: "no milestones in the repository") { chosen in
                    issue.metadata.milestone = chosen.first.flatMap { option in
                        Int(option.value).map { Milestone(number: $0, title: option.title) }
                    }
                }
            }
            issue.unanswered.remove(.milestone)
            if asks(.type) { try pickType(&issue) }
            issue.unanswered.remove(.type)
            while true {
                switch try prompter.select("What's next?", options: ["Submit", "Edit body", "Cancel"]) {
                case 0: return issue
                case 1: try editBody(&issue)
                default: throw model.discard(recovered: options.recover)
                }
            }
        } catch let error as any UserFacingError where error.exitCode == .cancelled {
            throw error
        } catch {
            throw model.preserve(issue.draft(for: model.repository), after: error)
        }
    }

    /// Whether `question` is asked: when no flag answered it, or, recovering, when the draft left it unanswered.
    private func asks(_ question: IssueDraft.Question) -> Bool {
        guard options.recover == nil else { return options.unanswered.contains(question) }
        switch question {
        case .body: return options.body == nil
        case .labels: return options.labels == nil
        case .assignees: return options.assignees == nil
        case .milestone: return options.milestone == nil
        case .type: return options.links.type == nil
        }
    }

    /// "Choose a template", when neither `--template` nor a body was given: the one chosen gives the body (or
    /// the repository's legacy template does) and adds its names to the issue.
    private func chooseTemplate(_ issue: inout NewIssueSubmission) throws -> IssueTemplate? {
        let found = try model.templates()
        io.writeError(NewIssueOutput.templateWarnings(found))
        var chosen: IssueTemplate?
        if !found.templates.isEmpty {
            let names = found.templates.map { TerminalText.line($0.name) } + ["Open a blank issue"]
            let choice = try prompter.select("Choose a template", options: names)
            chosen = found.templates.indices.contains(choice) ? found.templates[choice] : nil
        }
        issue.body = chosen?.body ?? found.legacyBody ?? ""
        if let chosen {
            let names = try resolve(given: false, template: chosen)
            issue.metadata.add(names)
        }
        return chosen
    }

    /// Enter keeps the body as it is (the template's, or empty); `e` opens it in the editor.
    private func askForBody(_ issue: inout NewIssueSubmission) throws {
        if try prompter.editOrSkip("Body [(e) to launch \(editorName), enter to skip]") { try editBody(&issue) }
    }

    /// Ctrl-C in the editor is Ctrl-C at a prompt, with what the editor's file held by then as the body.
    private func editBody(_ issue: inout NewIssueSubmission) throws {
        do {
            issue.body = try model.edit(issue.body)
        } catch let interrupted as EditorInterrupted {
            issue.body = interrupted.text ?? issue.body
            io.writeError("\n") // As at a prompt: the terminal left the cursor after its `^C`.
            throw Interrupted()
        }
    }

    /// The type picker, only where the owner has types; the type chosen is checked with the other links.
    private func pickType(_ issue: inout NewIssueSubmission) throws {
        var picker = makePicker(.issueType)
        try picker.load()
        guard !picker.options.isEmpty else { return }
        try OptionPicker(prompter: prompter).run(&picker, question: "Type")
        guard let chosen = picker.selection.first else { return }
        issue.links.type = chosen
        issue.metadata.links = try model.plan(issue.links)
    }

    /// Gives `keep` the options chosen, also when Ctrl-C ends the picker: what was toggled goes to the draft.
    private func pick(_ kind: OptionSelectModel.Kind, _ question: String, empty: String, preselected: [String] = [],
                      keep: ([OptionSelectModel.Option]) -> Void) throws {
        var picker = makePicker(kind)
        try picker.load(preselected: preselected)
        guard !picker.options.isEmpty else {
            warn([empty])
            return keep([])
        }
        defer { keep(picker.options.filter(picker.isSelected)) }
        try OptionPicker(prompter: prompter).run(&picker, question: question)
    }

    /// The names the flags gave (when `given`), checked: errors stop everything. The template's names are
    /// added where they exist, with a warning for those that do not.
    private func resolve(given: Bool, template: IssueTemplate?) throws -> IssueMetadata {
        let (metadata, warnings) = try model.resolve(WantedMetadata(
            labels: given ? options.labels ?? [] : [], assignees: given ? options.assignees ?? [] : [],
            milestone: given ? options.milestone : nil,
            templateLabels: template?.labels ?? [], templateAssignees: template?.assignees ?? []))
        warn(warnings)
        var checked = metadata
        if given { checked.links = try model.plan(options.links) }
        return checked
    }

    private func warn(_ warnings: [String]) {
        // Warnings quote templates and file names from the repository: server text.
        for warning in warnings { io.writeError("warning: \(TerminalText.line(warning))\n") }
    }
}
