import CCurl
import GHLiteCore

/// Sorts libcurl's error codes into the few kinds a user can act on.
enum CurlErrorKind {
    /// `connected` tells a time-out while connecting from one during the transfer. (A stall is found by
    /// gh-lite's own watch, `CurlResponseCollector.hasStalled`.)
    static func of(_ code: CURLcode, connected: Bool) -> TransportError.Kind {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .couldNotResolveHost
        case CURLE_COULDNT_CONNECT:
            return .couldNotConnect
        case CURLE_OPERATION_TIMEDOUT:
            return connected ? .timedOut : .connectTimedOut
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return .connectionLost
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            return .tls
        default:
            return .other
        }
    }
}

/// The host part of a URL, for messages.
enum RequestHost {
    static func describe(_ url: String) -> String {
        guard let parsed = URL(string: url), let host = parsed.host else { return url }
        return parsed.port.map { "\(host):\($0)" } ?? host
    }
}
