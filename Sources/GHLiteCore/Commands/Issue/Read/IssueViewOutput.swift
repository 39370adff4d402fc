/// Prints one issue the way `gh issue view` does: a readable page on a terminal, `field:\tvalue`
/// lines when piped. Every piece of text from GitHub goes through `TerminalText` first.
struct IssueViewOutput {
    var isTerminal: Bool
    var style: TerminalStyle
    var now: Date
    /// The terminal's columns, for rendered bodies and comments.
    var width: Int
    var parseMarkdown: @Sendable (String) throws -> [MarkdownBlock]
    /// Queued writes shown over the issue, marked pending.
    var pending = PendingChanges.none

    init(context: CommandContext) throws {
        isTerminal = context.io.stdoutIsTerminal
        style = context.outputStyle
        now = try context.now()
        width = context.io.terminalWidth ?? 80
        parseMarkdown = context.container.environment.parseMarkdown
    }

    /// `comments` holds the newest comment only, unless `allComments`.
    func render(_ issue: Issue, repo: RepoRef, comments: [IssueComment], allComments: Bool) -> String {
        let links = IssueLinksOutput(style: style, repo: repo)
        let waiting = pending.entries(for: issue.number)
        let issue = pending.applied(to: issue)
        let pendingComments = pending.comments(on: issue.number)
        guard isTerminal else {
            return allComments ? comments.map(rawComment).joined() + pendingComments.map(rawPendingComment).joined()
                : raw(issue, links: links, waiting: waiting)
        }
        var lines = [
            style.bold(TerminalText.line(issue.title)) + " \(repo)#\(issue.number)",
            state(issue) + (waiting.isEmpty ? "" : style.yellow(" (pending)"))
                + " • \(line(issue.authorLogin)) opened \(RelativeTime.describe(issue.createdAt, now: now)) • "
                + String.counted(issue.commentCount, "comment"),
        ]
        if !waiting.isEmpty { lines.append(style.yellow("Pending:") + " " + Self.pendingList(waiting)) }
        let reactions = ReactionSummary.line(issue.extras.reactionGroups)
        if !reactions.isEmpty { lines.append(reactions) }
        if !issue.assigneeLogins.isEmpty {
            lines.append(style.bold("Assignees:") + " " + issue.assigneeLogins.map(line).joined(separator: ", "))
        }
        if !issue.labels.isEmpty {
            let labels = Self.sortedLabels(issue.labels).map { style.hex($0.color, line($0.name)) }
            lines.append(style.bold("Labels:") + " " + labels.joined(separator: ", "))
        }
        if let milestone = issue.milestone {
            lines.append(style.bold("Milestone:") + " " + line(milestone.title))
        }
        lines += links.lines(issue)
        var output = lines.joined(separator: "\n") + "\n\n"
        output += body(issue.body, empty: "No description provided") + "\n"
        let hidden = issue.commentCount - comments.count
        if !allComments && hidden > 0 {
            output += style.gray("———————— Not showing \(String.counted(hidden, "comment")) ————————") + "\n\n"
        }
        for (index, comment) in comments.enumerated() {
            // Either way the last comment shown is the newest: the preview fetches only that one.
            output += commentHeader(comment, isNewest: index == comments.count - 1) + "\n"
            let reactions = ReactionSummary.line(comment.reactionGroups)
            output += (reactions.isEmpty ? "" : reactions + "\n") + "\n"
            output += body(comment.body, empty: "No body provided") + "\n"
        }
        for body in pendingComments {
            output += style.bold("You") + style.bold(" • ") + style.yellow("pending") + "\n\n"
            output += self.body(body, empty: "No body provided") + "\n"
        }
        if !allComments && hidden > 0 {
            output += style.gray("Use --comments to view the full conversation") + "\n\n"
        }
        return output + style.gray("View this issue on GitHub: \(line(issue.htmlURL))") + "\n"
    }

    func json(_ issue: Issue, fields: JSONFieldSelection, to destination: ExportDestination) throws -> String {
        try fields.export(fields.object { IssueJSON.value($0, of: issue) }, to: destination)
    }

    /// gh's piped form: one `name:\tvalue` line per field, then `--` and the body as written.
    private func raw(_ issue: Issue, links: IssueLinksOutput, waiting: [OutboxEntry]) -> String {
        let fields = [
            ("title", line(issue.title)),
            ("state", IssuesOutput.state(issue.state, pending: !waiting.isEmpty)),
            ("author", line(issue.authorLogin)),
            ("labels", Self.sortedLabels(issue.labels).map { line($0.name) }.joined(separator: ", ")),
            ("comments", String(issue.commentCount)),
            ("assignees", issue.assigneeLogins.map(line).joined(separator: ", ")),
            ("milestone", issue.milestone.map { line($0.title) } ?? ""),
            ("number", String(issue.number)),
        ] + links.rawFields(issue) + (waiting.isEmpty ? [] : [("pending", Self.pendingList(waiting))])
        let body = TerminalText.block(issue.body ?? "")
        return fields.map { "\($0):\t\($1)\n" }.joined() + "--\n" + body + (body.hasSuffix("\n") || body.isEmpty ? "" : "\n")
    }

    /// gh's piped form of a comment (with `--comments`).
    private func rawComment(_ comment: IssueComment) -> String {
        "author:\t\(line(comment.authorLogin))\nassociation:\t\(line(comment.authorAssociation.lowercased()))\n"
            + "edited:\t\(comment.includesCreatedEdit)\nstatus:\tnone\n--\n" + TerminalText.block(comment.body) + "\n--\n"
    }

    /// A queued comment, piped as gh's comments are, its status `pending`.
    private func rawPendingComment(_ body: String) -> String {
        "author:\t\nassociation:\t\nedited:\tfalse\nstatus:\tpending\n--\n" + TerminalText.block(body) + "\n--\n"
    }

    /// `close #2 (entry 1), comment on #2 (entry 3)`; an edit of links says what it does (`edit #4: parent #1`).
    static func pendingList(_ entries: [OutboxEntry]) -> String {
        entries.map { entry in
            var summary = entry.write.summary
            if case .edit(_, let changes, _) = entry.write, !changes.links.isEmpty { summary += ": " + changes.links.summary }
            return summary + " (entry \(entry.id))"
        }.joined(separator: ", ")
    }

    private func commentHeader(_ comment: IssueComment, isNewest: Bool) -> String {
        var header = style.bold(line(comment.authorLogin))
        if let association = Self.association(line(comment.authorAssociation)) {
            header += style.bold(" (\(association))")
        }
        header += style.bold(" • " + RelativeTime.describe(comment.createdAt, now: now))
        if comment.includesCreatedEdit { header += style.bold(" • Edited") }
        if isNewest { header += style.bold(" • ") + style.cyan(style.bold("Newest comment")) }
        return header
    }

    /// The Markdown rendered (as written if it cannot be parsed), indented two spaces as gh's sits; an empty one
    /// says so in gray. A body `MarkdownScreen` keeps from cmark-gfm is plain wrapped text under a gray note.
    private func body(_ text: String?, empty: String) -> String {
        let verdict = MarkdownScreen.verdict(text ?? "")
        let source = verdict == .tooLong ? Self.prefix(text ?? "", MarkdownScreen.maximumCharacters) : text ?? ""
        let raw = TerminalText.block(source).trimmingWhitespace()
        guard !raw.isEmpty else { return "  " + style.gray(empty) + "\n" }
        let renderer = MarkdownTerminalRenderer(style: style, width: width - 2)
        let rendered = switch verdict {
        case .render: (try? parseMarkdown(source)).map(renderer.render)
        case .tooComplex:
            style.gray("Shown as plain text: this body's Markdown would take too long to lay out") + "\n\n"
                + renderer.render(PlainMarkdown.parse(source))
        case .tooLong:
            style.gray("Shown as plain text, the first 65,536 characters: the body is longer than GitHub allows "
                       + "(--json body has all of it)") + "\n\n" + renderer.render(PlainMarkdown.parse(source))
        }
        return (rendered ?? raw).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n") + "\n"
    }

    private static func prefix(_ text: String, _ scalars: Int) -> String {
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(scalars))
        return prefix
    }

    private func state(_ issue: Issue) -> String {
        switch (issue.state, issue.stateReason) {
        case (.open, _): return style.green("Open")
        case (.closed, "not_planned"): return style.gray("Closed")
        case (.closed, _): return style.magenta("Closed")
        }
    }

    private func line(_ text: String) -> String { TerminalText.line(text) }

    /// `OWNER` → `Owner`, `FIRST_TIME_CONTRIBUTOR` → `First Time Contributor`; nothing for `NONE`.
    static func association(_ value: String) -> String? {
        guard !value.isEmpty, value != "NONE" else { return nil }
        return value.lowercased().split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    static func sortedLabels(_ labels: [Label]) -> [Label] {
        labels.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}
