/// All `CacheModel` may do. Every closure starts out throwing "unimplemented: CacheModelEnvironment.NAME" (that is
/// `.failing`).
public struct CacheModelEnvironment: Sendable {
    /// Removes every mirror and cached answer; returns the folder emptied.
    public var clear: @Sendable () throws -> String? = { throw Unimplemented("CacheModelEnvironment.clear") }

    public init() {}

    public static var failing: CacheModelEnvironment { CacheModelEnvironment() }
}

extension CacheModelEnvironment {
    static func bound(to services: ContainerEnvironment) -> CacheModelEnvironment {
        var environment = CacheModelEnvironment()
        environment.clear = { try services.mirror?.clear() }
        return environment
    }
}
