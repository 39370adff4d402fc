/// `--json` on the commands that change issues: the issues acted on, after the write, with the fields and shapes of
/// `issue view --json`. One issue named prints its object; several, or a search, an array with one object per issue
/// acted on, in the order selected (one that failed is left out; its line on stderr says why). A queued write prints
/// what is known here, marked pending (`pendingObject`).
struct IssueWriteJSON {
    var fields: JSONFieldSelection
    /// Several issues named, or a search: an array, whatever number it holds.
    var asArray: Bool

    init(_ fields: JSONFieldSelection, selection: IssueSelection) {
        self.fields = fields
        asArray = selection.numbers.map { $0.count > 1 } ?? true
    }

    /// For a command's help.
    static let details = """
        With --json FIELDS (and --jq, --template), prints the fields of each issue after the change, as issue view \
        --json shows them: an object for one issue named, else an array in the order named (a search's by number), \
        without the issues that failed. Queued, it prints what is known locally, null for the rest, with \
        "pending": true and "outboxEntry": N.
        """

    /// The issues a run acted on (changed, or already as asked: `unchanged`), in the order named; a search's by number.
    func actedOn(_ summary: BulkRun.Summary, unchanged: [Int], selection: IssueSelection) -> [Int] {
        let acted = Set(summary.done + unchanged)
        return (selection.numbers ?? acted.sorted()).filter(acted.contains)
    }

    /// The issues `numbers` after their writes, as `issue view --json` reads them (`IssueModel.exported`); `answers`:
    /// issues as their writes answered them, not read again. `past` (`closed`) words a failed read.
    func print(_ numbers: [Int], answers: [Int: Issue] = [:], past: String, model: IssueModel,
               context: CommandContext) throws {
        let issues: [Issue]
        do {
            issues = try model.exported(numbers, fields: fields.fields, answers: answers)
        } catch {
            let reason = (error as? any UserFacingError)?.userMessage ?? "unexpected error: \(error)"
            throw CommandError("\(past) \(IssueRunReport.numbers(numbers)), but could not read "
                               + "\(numbers.count == 1 ? "it" : "them") back for --json: \(reason)")
        }
        try write(issues.map { issue in fields.object { IssueJSON.value($0, of: issue) } }, queued: [], context: context)
    }

    /// Queued writes: each issue as the mirror holds it with its queued change laid over it (`PendingChanges`), in
    /// the shapes `issue view --json --offline` gives (what the mirror does not keep is null); only the number
    /// where the mirror lacks the issue.
    func printQueued(_ entries: [OutboxEntry], in repo: RepoRef, model: IssueModel, context: CommandContext) throws {
        try write(entries.map { entry in
            let number = entry.write.issueNumber
            guard let number, let mirrored = try? model.mirroredIssue(number).issue else {
                return Self.pendingObject(fields, entry: entry) { $0 == "number" ? number.map(JSONValue.int) ?? .null : .null }
            }
            let issue = PendingChanges([entry], repository: repo).applied(to: mirrored)
            return Self.pendingObject(fields, entry: entry) { IssueJSON.value($0, of: issue) }
        }, queued: entries, context: context)
    }

    /// A queued new issue: what was typed (title, body, labels and assignees by name, the milestone as given), open.
    func printQueuedCreate(_ entry: OutboxEntry, context: CommandContext) throws {
        guard case .create(let title, let body, let labels, let assignees, let milestone, let milestoneTitle, _)
            = entry.write else { return }
        let known: [String: JSONValue] = [
            "title": .string(title), "body": .string(body), "state": .string("OPEN"), "closed": .bool(false),
            "labels": .array(labels.map { .object(["name": .string($0)]) }),
            "assignees": .array(assignees.map { .object(["login": .string($0)]) }),
            "milestone": milestone.map { .object(["number": .int($0)]) }
                ?? milestoneTitle.map { .object(["title": .string($0)]) } ?? .null,
        ]
        try write([Self.pendingObject(fields, entry: entry) { known[$0] ?? .null }], queued: [entry], context: context)
    }

    /// What a queued write prints: the fields known here (`known`, null for the rest) and `"pending": true` with
    /// `"outboxEntry"`, the entry `sync --status` and `sync --discard` name. An online answer never has these keys.
    static func pendingObject(_ fields: JSONFieldSelection, entry: OutboxEntry, known: (String) -> JSONValue) -> JSONValue {
        PendingWriteJSON.marked(fields.object(known), entry: entry)
    }

    private func write(_ objects: [JSONValue], queued entries: [OutboxEntry], context: CommandContext) throws {
        guard asArray || objects.count == 1 else { return }
        let value = asArray ? .array(objects) : objects[0]
        context.io.writeOutput(try PendingWriteJSON.export(value, queued: entries, fields: fields, context: context))
    }
}
