/// Scheme, host and port of a URL: the unit a token is bound to.
struct RequestOrigin: Equatable {
    var scheme: String
    var host: String
    var port: Int

    init?(_ url: String) {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
              let host = parsed.host?.lowercased(), scheme == "https" || scheme == "http" else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = parsed.port ?? (scheme == "https" ? 443 : 80)
    }

    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// Plain http would show the token to anyone on the path, so only https or this machine qualify.
    var maySeeToken: Bool { scheme == "https" || isLoopback }
}

extension RequestOrigin {
    /// From https to plain http: everything sent after, the token and the answers, would cross the network in
    /// clear text. Redirects and `Link` pages alike refuse to step down so.
    func stepsDown(to next: RequestOrigin) -> Bool {
        scheme == "https" && next.scheme == "http"
    }
}
