/// GitHub left part of an answer out during this run (a GraphQL answer with `errors` beside its `data`, as under
/// SAML enforcement): the command still shows what came, each gap is said on stderr as it is found, and the run
/// then ends with exit 1, so a script can tell an incomplete list from a whole one.
public struct IncompleteAnswers: Sendable {
    /// Says what GitHub left out (one line, no newline) and remembers that it did.
    public var report: @Sendable (String) -> Void
    public var anyReported: @Sendable () -> Bool

    public init(report: @escaping @Sendable (String) -> Void, anyReported: @escaping @Sendable () -> Bool) {
        self.report = report
        self.anyReported = anyReported
    }

    /// Each gap as a line through `write` (stderr).
    public static func writing(to write: @escaping @Sendable (String) -> Void) -> IncompleteAnswers {
        let reported = Locked(false)
        return IncompleteAnswers(report: { line in
            reported.withLock { $0 = true }
            write(line + "\n")
        }, anyReported: { reported.value })
    }

    /// Where no answer comes from GitHub's GraphQL API.
    public static var none: IncompleteAnswers { IncompleteAnswers(report: { _ in }, anyReported: { false }) }
}
