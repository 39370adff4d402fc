/// What `issue lock|unlock|pin|unpin` print, on stderr as `issue close` does (gh prints lock's lines on a terminal's
/// stdout only): gh's line for each issue, the list a confirmation asks about, and the line that ends a run that
/// did not change every issue.
struct IssueLockPinOutput {
    var repo: RepoRef
    var change: IssueLockPinModel.Change
    var style: TerminalStyle

    var run: IssueRunReport {
        let past = switch change {
        case .lock: "locked"
        case .unlock: "unlocked"
        case .pin: "pinned"
        case .unpin: "unpinned"
        }
        return IssueRunReport(repo: repo, verb: change.verb, past: past, style: style)
    }

    func line(for event: IssueChangeEvent) -> String {
        switch event {
        case .changed(let target): return changed(target)
        case .unchanged(let target): return unchanged(target)
        case .failed(let number, let error): return run.failed(number: number, error: error)
        case .willChange(let targets): return run.willChange(targets)
        case .leftOut(let count): return run.leftOut(otherRepositoryHits: count)
        case .commentNotRepeated(let number, let comment): return run.commentNotRepeated(number: number, comment: comment)
        }
    }

    private func changed(_ target: IssueTarget) -> String {
        switch change {
        case .lock(let reason):
            return "\(style.green("✓")) Locked\(Self.as(reason?.graphQLValue)): Issue #\(target.number) (\(title(target)))\n"
        case .unlock:
            return "\(style.green("✓")) Unlocked: Issue #\(target.number) (\(title(target)))\n"
        case .pin:
            return "\(style.green("✓")) Pinned issue #\(target.number) (\(title(target))) to \(repo)\n"
        case .unpin:
            return "\(style.red("✓")) Unpinned issue #\(target.number) (\(title(target))) from \(repo)\n"
        }
    }

    private func unchanged(_ target: IssueTarget) -> String {
        switch change {
        case .lock:
            return "Issue #\(target.number) already locked\(Self.as(target.activeLockReason)).  Nothing changed.\n"
        case .unlock:
            return "Issue #\(target.number) already unlocked.  Nothing changed.\n"
        case .pin:
            return "\(style.yellow("!")) Issue #\(target.number) (\(title(target))) is already pinned to \(repo)\n"
        case .unpin:
            return "\(style.yellow("!")) Issue #\(target.number) (\(title(target))) is not pinned to \(repo)\n"
        }
    }

    /// gh's ` as RESOLVED`, or nothing without a reason.
    private static func `as`(_ reason: String?) -> String {
        reason.map { " as \(TerminalText.line($0.uppercased()))" } ?? ""
    }

    private func title(_ target: IssueTarget) -> String { TerminalText.line(target.title) }
}
