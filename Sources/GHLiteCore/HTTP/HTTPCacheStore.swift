/// Where revalidatable GET responses are kept between runs. Live: files under the cache directory.
/// A store never fails a request: a read it cannot use is a miss, a write it cannot make is skipped.
public struct HTTPCacheStore: Sendable {
    public var load: @Sendable (_ key: String) -> CachedResponse?
    public var save: @Sendable (_ key: String, _ response: CachedResponse) -> Void

    public init(load: @escaping @Sendable (String) -> CachedResponse?,
                save: @escaping @Sendable (String, CachedResponse) -> Void) {
        self.load = load
        self.save = save
    }
}

/// A stored 200 response with the validators GitHub gave it.
public struct CachedResponse: Sendable, Equatable {
    public var etag: String?
    public var lastModified: String?
    /// `Link` and `Content-Type`: what a 304 does not repeat but the caller needs.
    public var headers: HTTPHeaders
    public var body: Data

    public init(etag: String?, lastModified: String?, headers: HTTPHeaders, body: Data) {
        self.etag = etag
        self.lastModified = lastModified
        self.headers = headers
        self.body = body
    }
}
