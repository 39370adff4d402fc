/// What a failed write may have done on GitHub.
public enum WriteOutcome {
    /// Whether GitHub may have received the write and applied it although the answer never arrived whole: a server
    /// error, a timeout or a broken connection after sending. Such a write is never retried.
    public static func mayHaveBeenApplied(after error: any Error) -> Bool {
        switch error {
        case let error as GitHubAPIError: return error.status >= 500
        case let error as UnexpectedResponseError: return !(400..<500).contains(error.status)
        case let error as TransportError: return !error.kind.nothingWasSent && error.kind != .tls
        default: return false
        }
    }
}
