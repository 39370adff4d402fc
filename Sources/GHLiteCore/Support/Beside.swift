/// Work done beside the caller's own: `start(job)` begins `job` and returns a `wait`, to call once, that returns
/// when the job has run. Only reads of local files go this way (a mirror read while GitHub answers), never a request.
public struct Beside: Sendable {
    public var start: @Sendable (_ job: @escaping @Sendable () -> Void) -> () -> Void

    public init(start: @escaping @Sendable (_ job: @escaping @Sendable () -> Void) -> () -> Void) {
        self.start = start
    }

    /// The job runs at once, on the caller's thread (the mock, tests).
    public static var inline: Beside { Beside { job in job(); return {} } }

    /// `body`'s value, computed beside the caller: the returned closure (to call once) waits for it.
    public func value<T: Sendable>(_ body: @escaping @Sendable () -> T) -> () -> T {
        let result = Locked<T?>(nil)
        let wait = start { result.withLock { $0 = body() } }
        return {
            wait()
            return result.value!
        }
    }
}
