import GHLiteCore
#if canImport(Glibc)
import Glibc
#endif

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

/// A POSIX thread running one closure; a thread that cannot be started leaves its share to the others.
private final class WorkerThread {
    private var thread = pthread_t()

    init?(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        guard pthread_create(&thread, nil, { box in
            Unmanaged<Box>.fromOpaque(box!).takeRetainedValue().body()
            return nil
        }, box) == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return nil
        }
    }

    func join() { pthread_join(thread, nil) }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
