/// A request that got no HTTP answer at all: the network, TLS or a time-out stopped it.
public struct TransportError: Error, Equatable, UserFacingError {
    public enum Kind: Sendable, Equatable {
        case couldNotResolveHost
        case couldNotConnect
        case timedOut
        case tls
        case other
    }

    public var kind: Kind
    public var host: String
    public var detail: String

    public init(kind: Kind, host: String, detail: String) {
        self.kind = kind
        self.host = host
        self.detail = detail
    }

    public var userMessage: String {
        switch kind {
        case .couldNotResolveHost:
            return "could not resolve \(host): check your network connection or GH_HOST (\(detail))"
        case .couldNotConnect:
            return "could not connect to \(host): check your network connection and proxy settings (\(detail))"
        case .timedOut:
            return "request to \(host) timed out: try again, or raise GH_LITE_TIMEOUT (\(detail))"
        case .tls:
            return "TLS error talking to \(host): the certificate could not be verified (\(detail)); check SSL_CERT_FILE/SSL_CERT_DIR"
        case .other:
            return "request to \(host) failed: \(detail)"
        }
    }

    public var exitCode: ExitCode { .error }
}
