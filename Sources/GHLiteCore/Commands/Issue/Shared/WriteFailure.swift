/// How a write that failed is told.
enum WriteFailure {
    /// A write that failed, after `lead`: a 422 field by field (`title: missing_field`, GitHub's own message for
    /// `custom`); other errors in one line.
    static func summary(_ error: any Error, lead: String) -> String {
        if let transport = error as? TransportError, !transport.kind.nothingWasSent {
            // Not the transport's own "try again": what to do next depends on whether the write arrived.
            return "\(lead): no complete answer from \(transport.host) (\(transport.detail))"
        }
        guard let apiError = error as? GitHubAPIError else { return "\(lead): \(ErrorMessage.describe(error))" }
        guard apiError.status == 422, !apiError.errors.isEmpty else {
            return "\(lead): HTTP \(apiError.status): \(TerminalText.line(apiError.message.replacingLineBreaks()))"
        }
        let fields = apiError.errors.map { "  " + TerminalText.line($0.summary) }
        return (["\(lead): \(TerminalText.line(apiError.message.replacingLineBreaks()))"] + fields).joined(separator: "\n")
    }
}
