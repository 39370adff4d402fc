import Foundation

/// A run started now on a thread of its own, for a test that must act while it is under way. Unlike `async let`,
/// it does not wait for one of the test pool's threads (two on a two-core machine, often all busy) to start.
final class StartedRun<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error> = .failure(SimulatorError("the run never finished"))

    init(_ body: @escaping @Sendable () throws -> Value) {
        Thread {
            self.result = Result { try body() }
            self.finished.signal()
        }.start()
    }

    /// Waits for the run to end and hands back what it returned or threw.
    func value() throws -> Value {
        finished.wait()
        return try result.get()
    }
}
