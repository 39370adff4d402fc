/// Empties gh-lite's cache folder. The outbox of unsent writes lives elsewhere and is never touched.
public struct CacheModel: Sendable {
    public var environment: CacheModelEnvironment

    public init(environment: CacheModelEnvironment) {
        self.environment = environment
    }

    /// The folder emptied, or nil when this system keeps no cache.
    public func clear() throws -> String? {
        try environment.clear()
    }
}
