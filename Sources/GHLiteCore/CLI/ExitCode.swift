/// gh's exit codes, so scripts written for gh keep working.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    case error = 1
    case cancelled = 2
    case authRequired = 4
}
