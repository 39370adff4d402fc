import GHLiteCore

extension Beside {
    /// Each job on a thread of its own (on the caller's, when no thread can be started).
    public static var thread: Beside {
        Beside { job in
            guard let thread = WorkerThread(job) else {
                job()
                return {}
            }
            return { thread.join() }
        }
    }
}
