/// Scheme, host and port of a URL: the unit a token is bound to.
struct RequestOrigin: Equatable {
    var scheme: String
    var host: String
    var port: Int

    /// The host as written in the URL (percent escapes kept), so two spellings of one name are two origins
    /// rather than one decoded guess at what the connection will reach. A URL that is not plain ASCII is no
    /// origin at all: URL maps `１２７.0.0.1` to `127.0.0.1` by IDNA rules that libcurl need not share.
    init?(_ url: String) {
        guard url.utf8.allSatisfy({ $0 < 0x80 }), let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
              let host = parsed.host(percentEncoded: true)?.lowercased(), scheme == "https" || scheme == "http" else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = parsed.port ?? (scheme == "https" ? 443 : 80)
    }

    /// This machine, told from the address itself: `localhost`, `::1`, or an IPv4 address in 127.0.0.0/8
    /// written as four plain decimal numbers. A name that merely starts like one (`127.0.0.1.evil.example`)
    /// is someone else's, and other spellings of loopback (`127.1`, `0x7f.0.0.1`, `::ffff:127.0.0.1`) are
    /// refused too: nobody needs them, and each is a chance for this check and the resolver to disagree.
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || Self.dottedQuad(host)?.first == 127
    }

    /// Plain http would show the token to anyone on the path, so only https or this machine qualify.
    var maySeeToken: Bool { scheme == "https" || isLoopback }

    /// The four numbers of an IPv4 address in its canonical form (`127.0.0.1`: decimal, no leading zeros), else nil.
    private static func dottedQuad(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { part -> Int? in
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  part == "0" || !part.hasPrefix("0"), let number = Int(part), number <= 255 else { return nil }
            return number
        }
        return numbers.count == 4 ? numbers : nil
    }
}

extension RequestOrigin {
    /// From https to plain http: everything sent after, the token and the answers, would cross the network in
    /// clear text. Redirects and `Link` pages alike refuse to step down so.
    func stepsDown(to next: RequestOrigin) -> Bool {
        scheme == "https" && next.scheme == "http"
    }
}
