import GHLiteCore

/// What a test's doubles saw, in order, one line each (`close #2 NOT_PLANNED`, `sleep 1.0`, `ask Q`).
final class CallLog: Sendable {
    let log = Locked<[String]>([])
    func append(_ entry: String) { log.withLock { $0.append(entry) } }
    var value: [String] { log.value }
}

extension IssueChangeEvent {
    /// `changed #2`, `failed #9`, `will change #4 #5`: an event as a test compares it.
    var logLine: String {
        switch self {
        case .changed(let target): return "changed #\(target.number)"
        case .unchanged(let target): return "unchanged #\(target.number)"
        case .failed(let number, _): return "failed #\(number)"
        case .willChange(let targets): return "will change " + targets.map { "#\($0.number)" }.joined(separator: " ")
        case .leftOut(let count): return "left out \(count)"
        case .commentNotRepeated(let number, _): return "comment not repeated #\(number)"
        }
    }
}
