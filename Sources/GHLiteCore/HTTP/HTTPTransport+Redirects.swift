extension HTTPTransport {
    /// Follows GET redirects (a renamed repository answers 301), at most `limit` of them; never from https
    /// to http, and without `Authorization` once the redirect leaves the original origin.
    public func followingRedirects(limit: Int = 5) -> HTTPTransport {
        HTTPTransport { original in
            var request = original
            for _ in 0...limit {
                let response = try send(request)
                guard [301, 302, 303, 307, 308].contains(response.status),
                      request.method == "GET" || request.method == "HEAD",
                      let location = response.headers["Location"] else { return response }
                guard let target = URL(string: location, relativeTo: URL(string: request.url))?.absoluteString,
                      let from = RequestOrigin(request.url), let to = RequestOrigin(target) else {
                    throw CommandError("GitHub redirected \(request.url) to an address gh-lite cannot follow: \(location)")
                }
                guard !from.stepsDown(to: to) else {
                    throw CommandError("refusing to follow a redirect from https to plain http: \(target)")
                }
                if to != RequestOrigin(original.url) { request.headers.remove("Authorization") }
                request.url = target
            }
            throw CommandError("too many redirects (more than \(limit)) starting at \(original.url)")
        }
    }
}
