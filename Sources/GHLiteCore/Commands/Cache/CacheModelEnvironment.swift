/// All `CacheModel` may do.
public struct CacheModelEnvironment: Sendable {
    /// Removes every mirror and cached answer; returns the folder emptied.
    public var clear: @Sendable () throws -> String?

    public init(clear: @escaping @Sendable () throws -> String?) {
        self.clear = clear
    }

    /// Every closure throws "unimplemented: CacheModelEnvironment.NAME".
    public static var failing: CacheModelEnvironment {
        CacheModelEnvironment(clear: { throw Unimplemented("CacheModelEnvironment.clear") })
    }
}

extension CacheModelEnvironment {
    static func bound(to services: ContainerEnvironment) -> CacheModelEnvironment {
        CacheModelEnvironment(clear: { try services.mirror?.clear() })
    }
}
