/// Runs independent reads side by side: `run(count, job)` calls `job(0)` to `job(count - 1)`, at most `width` at
/// once, and returns when every one has. Only reads go through it: a write is never sent beside another request.
public struct ParallelReads: Sendable {
    public var width: Int
    public var run: @Sendable (_ count: Int, _ job: @escaping @Sendable (Int) -> Void) -> Void

    public init(width: Int, run: @escaping @Sendable (_ count: Int, _ job: @escaping @Sendable (Int) -> Void) -> Void) {
        self.width = width
        self.run = run
    }

    /// One after another, on the caller's thread (the mock, tests).
    public static var serial: ParallelReads {
        ParallelReads(width: 1) { count, job in for index in 0..<count { job(index) } }
    }

    /// `body(0)` to `body(count - 1)` in order of index; the error of the lowest index that threw, if any did.
    public func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
        let results = Locked([Result<T, any Error>?](repeating: nil, count: count))
        run(count) { index in
            let result = Result { try body(index) }
            results.withLock { $0[index] = result }
        }
        return try results.value.map { try $0!.get() }
    }
}
