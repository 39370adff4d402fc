/// A request that got no (whole) HTTP answer: the network, TLS or a time-out stopped it.
public struct TransportError: Error, Equatable, UserFacingError {
    public enum Kind: Sendable, Equatable {
        case couldNotResolveHost
        case couldNotConnect
        case connectTimedOut
        /// The connection broke mid-way: reset, closed early, or a body shorter than announced.
        case connectionLost
        /// The server stopped sending (the low-speed limit).
        case stalled
        /// The whole request took longer than `GH_LITE_TIMEOUT`.
        case timedOut
        case tls
        case other

        /// The connection never opened, so the server cannot have seen the request.
        public var nothingWasSent: Bool {
            self == .couldNotResolveHost || self == .couldNotConnect || self == .connectTimedOut
        }
    }

    public var kind: Kind
    public var host: String
    public var detail: String
    /// The request was a write that may have reached GitHub: "try again" could apply it twice.
    public var writeMayHaveBeenApplied: Bool

    public init(kind: Kind, host: String, detail: String, writeMayHaveBeenApplied: Bool = false) {
        self.kind = kind
        self.host = host
        self.detail = detail
        self.writeMayHaveBeenApplied = writeMayHaveBeenApplied
    }

    public var userMessage: String {
        guard !writeMayHaveBeenApplied else { return "\(unanswered): the change may have been made on GitHub: "
                                              + "look before you try again (\(detail))" }
        switch kind {
        case .couldNotResolveHost:
            return "could not resolve \(host): check your network connection or GH_HOST (\(detail))"
        case .couldNotConnect:
            return "could not connect to \(host): check your network connection and proxy settings (\(detail))"
        case .connectTimedOut:
            return "timed out connecting to \(host): check your network connection and proxy settings (\(detail))"
        case .connectionLost:
            return "the connection to \(host) broke before the answer was complete: try again (\(detail))"
        case .stalled:
            return "\(host) stopped sending data and the request was given up: try again (\(detail))"
        case .timedOut:
            return "request to \(host) timed out: try again, or raise GH_LITE_TIMEOUT (\(detail))"
        case .tls:
            return "TLS error talking to \(host): the certificate could not be verified (\(detail)); check SSL_CERT_FILE/SSL_CERT_DIR"
        case .other:
            return "request to \(host) failed: \(detail)"
        }
    }

    /// What happened to a request that may have reached GitHub, without advice.
    private var unanswered: String {
        switch kind {
        case .connectionLost: "the connection to \(host) broke before the answer was complete"
        case .stalled: "\(host) stopped sending data and the request was given up"
        case .timedOut: "request to \(host) timed out"
        default: "request to \(host) failed"
        }
    }

    public var exitCode: ExitCode { .error }
}
