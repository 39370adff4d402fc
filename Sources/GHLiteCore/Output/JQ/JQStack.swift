#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an evaluation on a thread of its own whose stack holds `JQEvaluator.maximumDepth` nested frames, whatever
/// thread asked (a test's, the main one), so that deep recursion in a program ends with `JQError`, never a crash.
enum JQStack {
    static let size = 1 << 30

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func run<Result>(_ body: () throws -> Result) throws -> Result {
        var outcome: Swift.Result<Result, any Error>?
        try withoutActuallyEscaping(body) { body in
            let job = Job { outcome = Swift.Result { try body() } }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let context = Unmanaged.passRetained(job).toOpaque()
            let created = pthread_create(&thread, &attributes, { context in
                let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                job.body()
                return nil
            }, context)
            guard created == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                throw JQError("--jq: cannot start the evaluation (\(created))")
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
        }
        return try outcome!.get()
    }
}
