import GHLiteCore

extension ParallelReads {
    /// `width` threads of the process's own, each taking the next job until none is left: each thread's requests
    /// go over its own libcurl handle (`CurlSession` lends one per request in flight).
    public static func threads(width: Int) -> ParallelReads {
        ParallelReads(width: width) { count, job in
            let next = Locked(0)
            let work: @Sendable () -> Void = {
                while let index = next.withLock({ (value: inout Int) -> Int? in
                    defer { value += 1 }
                    return value < count ? value : nil
                }) { job(index) }
            }
            let threads = (0..<max(0, min(width, count) - 1)).compactMap { _ in WorkerThread(work) }
            work()
            threads.forEach { $0.join() }
        }
    }
}
