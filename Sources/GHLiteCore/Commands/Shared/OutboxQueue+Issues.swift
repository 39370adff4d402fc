extension OutboxQueue {
    /// One entry per issue, each said as it is queued; why GitHub could not be reached, when that is why, once.
    /// Several issues ask first as online (`verb`: close, edit, ...): on a terminal, else they need `yes`. Returns
    /// the entries, in order.
    @discardableResult
    func enqueue(_ numbers: [Int], in repo: RepoRef, verb: String, yes: Bool, unreachable: String?,
                 context: CommandContext, _ write: (Int) -> OutboxWrite) throws -> [OutboxEntry] {
        if numbers.count > 1 {
            let run = BulkRun(environment: .bound(to: context.container.environment, io: context.io,
                                                  style: context.errorStyle, configuration: context.container.configuration))
            try run.requireConsent(count: numbers.count, yes: yes, verb: verb)
            try run.confirm(yes: yes, question: IssueTargets.question(verb: verb, count: numbers.count)) {
                let listed = numbers.map { "#\($0)" }.joined(separator: ", ")
                context.io.writeError("\(listed) in \(repo) will wait in the outbox for `gh-lite sync`\n")
            }
        }
        var unreachable = unreachable
        return try numbers.map { number in
            let entry = try enqueue(repo, write(number))
            context.io.writeError(Self.queuedLine(entry, unreachable: unreachable, style: context.errorStyle))
            unreachable = nil
            return entry
        }
    }
}
