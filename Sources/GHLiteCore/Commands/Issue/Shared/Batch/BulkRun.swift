/// One write per issue over several issues, as GitHub asks clients to send them: serially, at least
/// `writeInterval` apart. Several issues need consent first (a question on a terminal, or `--yes`); one failure
/// does not stop the rest; Ctrl-C or GitHub's rate limit stops the run between two writes, and the summary says
/// which issues were done and which not. One issue alone runs as any single command does: its error is thrown.
public struct BulkRun: Sendable {
    public var environment: BulkRunEnvironment

    public init(environment: BulkRunEnvironment) {
        self.environment = environment
    }

    /// Why a run ended before its last issue.
    public enum Stop: Sendable, Equatable {
        case interrupted
        /// GitHub's rate limit, primary or secondary: more writes now would only be refused.
        case rateLimited(message: String)
    }

    public struct Summary: Sendable, Equatable {
        public var done: [Int] = []
        public var failed: [Int] = []
        /// Written in part (`PartlyWritten`): a comment went, the change after it did not.
        public var partlyDone: [Int] = []
        /// Sent but never answered whole (or answered with a server error): GitHub may have applied the change.
        public var mayBeDone: [Int] = []
        /// Changed, and counted in `done`, but GitHub refused the comment sent with the change (`CommentRefused`).
        public var uncommented: [Int] = []
        /// Not tried: the run stopped before them.
        public var notDone: [Int] = []
        public var stop: Stop?

        public init(done: [Int] = [], failed: [Int] = [], partlyDone: [Int] = [], mayBeDone: [Int] = [],
                    uncommented: [Int] = [], notDone: [Int] = [], stop: Stop? = nil) {
            self.done = done
            self.failed = failed
            self.partlyDone = partlyDone
            self.mayBeDone = mayBeDone
            self.uncommented = uncommented
            self.notDone = notDone
            self.stop = stop
        }
    }

    /// Before any request: several issues without a terminal to ask on need `--yes`, or nothing is done.
    public func requireConsent(count: Int, yes: Bool, verb: String) throws {
        guard count > 1, !yes, environment.confirm == nil else { return }
        throw CommandError("refusing to \(verb) \(count) issues without confirmation: pass --yes to \(verb) them "
                           + "(no terminal to ask on)")
    }

    /// Asks once, on the terminal, after `preview` has shown what will change; `yes` asks nothing. The caller asks
    /// only when several issues were selected. Saying no ends the run (exit 2) with nothing written.
    public func confirm(yes: Bool, question: String, preview: () -> Void) throws {
        guard !yes, let confirm = environment.confirm else { return }
        preview()
        guard try confirm(question) else { throw CommandError.cancelled }
    }

    /// Runs `write` for each issue in order, `report`ing each one's outcome (nil: done).
    public func run<Item>(_ items: [Item], number: (Item) -> Int, write: (Item, WritePacer) throws -> Void,
                          report: (Item, (any Error)?) -> Void) throws -> Summary {
        let pacer = WritePacer(interval: environment.writeInterval, sleep: environment.sleep)
        if items.count == 1, let item = items.first {
            try write(item, pacer)
            report(item, nil)
            return Summary(done: [number(item)])
        }
        var summary = Summary()
        for (index, item) in items.enumerated() {
            do {
                try environment.checkInterrupts()
                try write(item, pacer)
                summary.done.append(number(item))
                report(item, nil)
            } catch let refused as CommentRefused {
                summary.done.append(number(item))
                summary.uncommented.append(number(item))
                report(item, refused)
            } catch let partly as PartlyWritten where Self.mayHaveBeenApplied(after: partly) {
                summary.mayBeDone.append(number(item))
                report(item, partly)
            } catch let partly as PartlyWritten {
                summary.partlyDone.append(number(item))
                summary.stop = Self.stop(for: partly.cause)
                if summary.stop == nil { report(item, partly) }
            } catch {
                summary.stop = Self.stop(for: error)
                if summary.stop == nil {
                    if Self.mayHaveBeenApplied(after: error) {
                        summary.mayBeDone.append(number(item))
                    } else {
                        summary.failed.append(number(item))
                    }
                    report(item, error)
                }
            }
            if summary.stop != nil {
                summary.notDone = items[index...].map(number).filter { !summary.partlyDone.contains($0) }
                break
            }
        }
        return summary
    }

    /// Whether an issue's change (after its comment, if any) may have been made although its write failed.
    static func mayHaveBeenApplied(after error: any Error) -> Bool {
        WriteOutcome.mayHaveBeenApplied(after: (error as? PartlyWritten)?.cause ?? error)
    }

    /// Ctrl-C and GitHub's rate limit end the run; any other error fails one issue.
    private static func stop(for error: any Error) -> Stop? {
        switch error {
        case is Interrupted: .interrupted
        case let error as RateLimitError: .rateLimited(message: error.userMessage)
        default: nil
        }
    }
}

/// One issue's writes stopped after the first: its comment went, the change after it (`done`: "commented",
/// `notDone`: "not closed") did not, for `cause`. Told apart so a summary never calls such an issue untouched.
public struct PartlyWritten: UserFacingError {
    public var done: String
    public var notDone: String
    public var cause: any Error

    public var userMessage: String {
        let reason = (cause as? any UserFacingError)?.userMessage ?? "unexpected error: \(cause)"
        return WriteOutcome.mayHaveBeenApplied(after: cause) ? "\(done), then: \(reason)" : "\(done), \(notDone): \(reason)"
    }

    public var exitCode: ExitCode { (cause as? any UserFacingError)?.exitCode ?? .error }
}

/// Spaces writes out: the first goes at once, each later one after `interval` seconds (Ctrl-C wakes the wait).
public final class WritePacer {
    private let interval: Double
    private let sleep: @Sendable (Double) throws -> Void
    private var hasWritten = false

    init(interval: Double, sleep: @escaping @Sendable (Double) throws -> Void) {
        self.interval = interval
        self.sleep = sleep
    }

    /// Waits as needed, then sends one write.
    public func write<Result>(_ send: () throws -> Result) throws -> Result {
        if hasWritten { try sleep(interval) }
        hasWritten = true
        return try send()
    }
}

extension BulkRun {
    /// `--yes`: consent given on the command line, for several issues at once without a question.
    static let yesFlag = Flag.switch("yes", help: "Change several issues without asking for confirmation")
}

/// An issue's change was made but GitHub refused the comment sent with it (one request, GitHub answering for each
/// part): the issue counts as changed, and the run says which comments are missing.
public struct CommentRefused: UserFacingError {
    /// `closed`, `reopened`.
    public var past: String
    public var cause: any Error

    public var userMessage: String {
        "\(past), but GitHub refused the comment: " + ((cause as? any UserFacingError)?.userMessage ?? "\(cause)")
    }

    public var exitCode: ExitCode { .error }
}
