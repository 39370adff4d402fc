#if canImport(Glibc)
import Glibc
#endif

/// A POSIX thread running one closure; a thread that cannot be started leaves its share to the others.
final class WorkerThread {
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
