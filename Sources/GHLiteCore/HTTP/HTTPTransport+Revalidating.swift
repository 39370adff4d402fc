extension HTTPTransport {
    static let keptHeaders = ["Link", "Content-Type"]

    /// Conditional GETs: a stored response is revalidated with `If-None-Match`/`If-Modified-Since`, and a
    /// `304 Not Modified` (which GitHub does not count against the rate limit) is answered from the store.
    /// Entries are keyed by a hash of the `Authorization` header and the full URL, never by the token itself.
    public func revalidating(with store: HTTPCacheStore) -> HTTPTransport {
        HTTPTransport { request in
            guard request.method == "GET" else { return try send(request) }
            let key = Self.cacheKey(for: request)
            let cached = store.load(key)
            var conditional = request
            if let etag = cached?.etag { conditional.headers.set("If-None-Match", etag) }
            if let lastModified = cached?.lastModified { conditional.headers.set("If-Modified-Since", lastModified) }
            let response = try send(conditional)
            if response.status == 304, let cached {
                var headers = response.headers
                for name in Self.keptHeaders { if let value = cached.headers[name] { headers.set(name, value) } }
                return HTTPResponse(status: 200, headers: headers, body: cached.body)
            }
            let etag = response.headers["ETag"], lastModified = response.headers["Last-Modified"]
            if response.status == 200, etag != nil || lastModified != nil {
                let kept = HTTPHeaders(Self.keptHeaders.compactMap { name in response.headers[name].map { (name, $0) } })
                store.save(key, CachedResponse(etag: etag, lastModified: lastModified, headers: kept, body: response.body))
            }
            return response
        }
    }

    static func cacheKey(for request: HTTPRequest) -> String {
        let identity = SHA256.hex(request.headers["Authorization"] ?? "anonymous")
        return SHA256.hex("gh-lite-cache-v1\n\(identity)\n\(request.url)")
    }
}
