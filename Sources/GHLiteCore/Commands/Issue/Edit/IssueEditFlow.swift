/// `issue edit N` on a terminal with no flag: which fields to change, then each one asked for, starting from the
/// issue as it is (the title to retype, the body in the editor, the repository's lists with the current choices
/// selected). Ctrl-C in the editor keeps what it held in a draft.
struct IssueEditFlow {
    var model: IssueEditModel
    var prompter: Prompter
    var makePicker: (OptionSelectModel.Kind) -> OptionSelectModel

    enum Field: String, CaseIterable {
        case title = "Title", body = "Body", labels = "Labels", assignees = "Assignees", milestone = "Milestone"
    }

    func ask(_ number: Int) throws -> IssueEdit {
        let issue = try model.getIssue(number)
        try model.environment.bulk.startCatchingInterrupts()
        var edit = IssueEdit()
        do {
            try ask(about: issue, into: &edit)
        } catch let interrupt as Interrupted where edit.hasText {
            throw model.preserve(IssueEditDraft(repository: model.repository.description, issue: number,
                                                title: edit.title, body: edit.body), after: interrupt)
        }
        return edit
    }

    /// Ctrl-C at a prompt after a title or body was given keeps them in a draft (`ask`).
    private func ask(about issue: Issue, into edit: inout IssueEdit) throws {
        for field in try chooseFields() {
            switch field {
            case .title:
                let typed = try prompter.input("Title (Enter keeps \"\(TerminalText.line(issue.title))\")").trimmingWhitespace()
                if !typed.isEmpty && typed != issue.title { edit.title = typed }
            case .body:
                let body = try editBody(issue, edit: edit)
                if body != issue.body ?? "" { edit.body = body }
            case .labels:
                let current = issue.labels.map(\.name)
                let chosen = try pick(.labels, "Labels", preselected: current)
                (edit.addLabels, edit.removeLabels) = Self.difference(from: current, to: chosen)
            case .assignees:
                let chosen = try pick(.assignees, "Assignees", preselected: issue.assigneeLogins)
                (edit.addAssignees, edit.removeAssignees) = Self.difference(from: issue.assigneeLogins, to: chosen)
            case .milestone:
                let current = issue.milestone.map { [String($0.number)] } ?? []
                let chosen = try pick(.milestone, "Milestone", preselected: current)
                if chosen != current {
                    edit.milestone = chosen.first
                    edit.removeMilestone = chosen.isEmpty
                }
            }
        }
    }

    /// The fields, several at once, in the usual picker.
    private func chooseFields() throws -> [Field] {
        var picker = OptionSelectModel(kind: .labels, environment: .offering(
            Field.allCases.map { OptionSelectModel.Option(value: $0.rawValue, title: $0.rawValue) }
        ))
        try picker.load()
        try OptionPicker(prompter: prompter).run(&picker, question: "What would you like to edit?")
        return Field.allCases.filter { picker.selection.contains($0.rawValue) }
    }

    /// Ctrl-C in the editor: what its file held (and a title typed before) goes to a draft; exit 2.
    private func editBody(_ issue: Issue, edit: IssueEdit) throws -> String {
        do {
            return try model.editBody(issue.body ?? "")
        } catch let interrupted as EditorInterrupted {
            prompter.io.writeError("\n")
            let draft = IssueEditDraft(repository: model.repository.description, issue: issue.number,
                                       title: edit.title, body: interrupted.text ?? issue.body ?? "")
            throw model.preserve(draft, after: interrupted)
        }
    }

    private func pick(_ kind: OptionSelectModel.Kind, _ question: String, preselected: [String]) throws -> [String] {
        var picker = makePicker(kind)
        try picker.load(preselected: preselected)
        guard !picker.options.isEmpty else {
            prompter.io.writeError("warning: \(model.repository) has no \(question.lowercased()) to choose from\n")
            return preselected
        }
        try OptionPicker(prompter: prompter).run(&picker, question: question)
        return picker.selection
    }

    /// What to add and what to remove to go from `current` to `chosen` (names compared without case).
    static func difference(from current: [String], to chosen: [String]) -> (add: [String], remove: [String]) {
        let had = Set(current.map { $0.lowercased() })
        let has = Set(chosen.map { $0.lowercased() })
        return (chosen.filter { !had.contains($0.lowercased()) }, current.filter { !has.contains($0.lowercased()) })
    }
}
