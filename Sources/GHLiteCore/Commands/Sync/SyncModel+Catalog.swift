/// Sending a queued label or milestone write. What GitHub holds is read first: a label or milestone made meanwhile
/// under the same name is never made twice, a colour, description or title someone else changed since the write
/// was queued is never overwritten (both conflicts, kept), and a delete of what is already gone is done.
extension SyncModel {
    func deliverLabel(_ entry: OutboxEntry, name: String, change: OutboxLabelChange, base: OutboxLabelBase?,
                      to repo: RepoRef, pacer: WritePacer) throws -> Event {
        let current = try label(named: name, in: repo)
        switch change {
        case .create(let color, let description, let force):
            guard let current else {
                try attempt(entry, baseline: nil, pacer: pacer) {
                    try environment.createLabel(repo, LabelFields(name: name, color: color, description: description))
                }
                return .sent(entry, url: "")
            }
            let asked = LabelFields(color: color, description: description ?? "")
            if !entry.attempts.isEmpty && Self.left(asked, on: current) == LabelFields() {
                return .alreadyOnGitHub(entry, url: current.url)
            }
            guard force, base != nil else {
                throw Conflict(reason: "a label \"\(TerminalText.line(current.name))\" was made in \(repo) on GitHub "
                               + "since this was queued, so it is not made twice; "
                               + Self.dropOrRedo(entry))
            }
            return try editLabel(entry, current, asked, base: base, in: repo, pacer: pacer)
        case .edit(let fields):
            guard let current else {
                if !entry.attempts.isEmpty, let renamed = fields.name, let now = try label(named: renamed, in: repo),
                   Self.left(LabelFields(color: fields.color, description: fields.description), on: now) == LabelFields() {
                    return .alreadyOnGitHub(entry, url: now.url)
                }
                throw Conflict(reason: "label \"\(TerminalText.line(name))\" is no longer in \(repo) (renamed or "
                               + "deleted on GitHub); " + Self.dropOrRedo(entry))
            }
            return try editLabel(entry, current, fields, base: base, in: repo, pacer: pacer)
        case .delete:
            guard let current else {
                return .nothingToSend(entry, reason: "label \"\(TerminalText.line(name))\" is already gone from GitHub")
            }
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.deleteLabel(repo, current.name) }
            return .sent(entry, url: "")
        }
    }

    func deliverMilestone(_ entry: OutboxEntry, wanted: String, change: OutboxMilestoneChange,
                          base: OutboxMilestoneBase?, to repo: RepoRef, pacer: WritePacer) throws -> Event {
        let all = try Page.all { try environment.listMilestones(repo, MilestonesQuery(state: .all, pageURL: $0)) }
        let current = base.map { base in all.first { $0.number == base.number } }
            ?? NameMatch.milestone(wanted, in: all)
        switch change {
        case .create(let fields):
            let title = fields.title ?? wanted
            guard let existing = all.first(where: { $0.title.lowercased() == title.lowercased() }) else {
                let made = try attempt(entry, baseline: nil, pacer: pacer) { try environment.createMilestone(repo, fields) }
                return .sent(entry, url: made.url)
            }
            if !entry.attempts.isEmpty && Self.left(fields, on: existing) == MilestoneFields() {
                return .alreadyOnGitHub(entry, url: existing.url)
            }
            throw Conflict(reason: "a milestone \"\(TerminalText.line(existing.title))\" was made in \(repo) on GitHub "
                           + "since this was queued, so it is not made twice; "
                           + Self.dropOrRedo(entry))
        case .edit(let fields):
            guard let current else {
                throw Conflict(reason: "milestone \"\(TerminalText.line(wanted))\" is no longer in \(repo) (deleted on "
                               + "GitHub); " + Self.dropOrRedo(entry))
            }
            let left = Self.left(fields, on: current)
            if left.title != nil, let base, base.title != current.title {
                throw Self.changedMeanwhile("the title of milestone \"\(TerminalText.line(current.title))\"", entry)
            }
            if left == MilestoneFields() {
                guard entry.attempts.isEmpty else { return .alreadyOnGitHub(entry, url: current.url) }
                if let state = fields.state, fields == MilestoneFields(state: state) {
                    throw Conflict(reason: "milestone \"\(TerminalText.line(current.title))\" is already \(state) on "
                                   + "GitHub; drop the entry with `gh-lite sync --discard \(entry.id)`")
                }
            } else {
                try attempt(entry, baseline: nil, pacer: pacer) {
                    try environment.updateMilestone(repo, current.number, left)
                }
            }
            return .sent(entry, url: current.url)
        case .delete:
            guard let current else {
                return .nothingToSend(entry, reason: "milestone \"\(TerminalText.line(wanted))\" is already gone from GitHub")
            }
            try attempt(entry, baseline: nil, pacer: pacer) { try environment.deleteMilestone(repo, current.number) }
            return .sent(entry, url: "")
        }
    }

    /// Sends what GitHub does not show yet; a colour or description neither as asked nor as the mirror showed it
    /// when the write was queued was changed by someone else: a conflict.
    private func editLabel(_ entry: OutboxEntry, _ current: RepositoryLabel, _ fields: LabelFields,
                           base: OutboxLabelBase?, in repo: RepoRef, pacer: WritePacer) throws -> Event {
        let left = Self.left(fields, on: current)
        var changed: [String] = []
        if left.color != nil, base?.color.lowercased() != current.color.lowercased() { changed.append("colour") }
        if left.description != nil, base.map({ $0.description ?? "" }) != (current.description ?? "") {
            changed.append("description")
        }
        guard changed.isEmpty else {
            throw Self.changedMeanwhile("the \(changed.joined(separator: " and ")) of label "
                                        + "\"\(TerminalText.line(current.name))\"", entry)
        }
        guard left != LabelFields() else {
            return entry.attempts.isEmpty ? .sent(entry, url: current.url) : .alreadyOnGitHub(entry, url: current.url)
        }
        try attempt(entry, baseline: nil, pacer: pacer) { try environment.updateLabel(repo, current.name, left) }
        return .sent(entry, url: current.url)
    }

    /// The label GitHub has under `name` (in any case); nil when there is none.
    private func label(named name: String, in repo: RepoRef) throws -> RepositoryLabel? {
        var query = LabelConnectionQuery(search: name)
        var trail = PageTrail(of: .cursor)
        while true {
            let page = try environment.listRepositoryLabels(repo, query)
            if let found = page.items.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
            guard let next = page.nextCursor, !page.items.isEmpty else { return nil }
            query.after = try trail.follow(next)
        }
    }

    /// `fields` without what `label` already shows (a name that differs only in case is still sent).
    static func left(_ fields: LabelFields, on label: RepositoryLabel) -> LabelFields {
        var left = fields
        if fields.name == label.name { left.name = nil }
        if fields.color?.lowercased() == label.color.lowercased() { left.color = nil }
        if let description = fields.description, description == (label.description ?? "") { left.description = nil }
        return left
    }

    /// `fields` without what `milestone` already shows.
    static func left(_ fields: MilestoneFields, on milestone: Milestone) -> MilestoneFields {
        var left = fields
        if fields.title == milestone.title { left.title = nil }
        if let description = fields.description, description == (milestone.description ?? "") { left.description = nil }
        if fields.state == milestone.state { left.state = nil }
        switch fields.due {
        case .on(let day)? where milestone.dueOn.map({ String(ISO8601.format($0).prefix(10)) }) == day: left.due = nil
        case .none? where milestone.dueOn == nil: left.due = nil
        default: break
        }
        return left
    }

    private static func changedMeanwhile(_ what: String, _ entry: OutboxEntry) -> Conflict {
        Conflict(reason: "\(what) changed on GitHub since this was queued; " + dropOrRedo(entry))
    }

    private static func dropOrRedo(_ entry: OutboxEntry) -> String {
        "make the change again online, or drop the entry with `gh-lite sync --discard \(entry.id)`"
    }
}
