/// gh's exit codes, so scripts written for gh keep working.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case ok = 0
    case error = 1
    case cancelled = 2
    case authRequired = 4

    /// What the code means, in the help's and man pages' words.
    var meaning: String {
        switch self {
        case .ok: "ok"
        case .error: "error"
        case .cancelled: "cancelled"
        case .authRequired: "not signed in"
        }
    }
}
