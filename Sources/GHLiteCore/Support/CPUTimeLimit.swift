#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a `--jq` or `--template` run may compute: CPU time of the thread that runs it, counted from its first
/// step, so that however slow a step turns out to be (or however busy the machine), a runaway program stops
/// within about this long. The clock is read only every few thousand steps.
struct CPUTimeLimit {
    static let standard = 2.0
    static let stepsBetweenReadings = 4_096

    let seconds: Double
    private var deadline: Double?
    private var stepsUntilReading = 0

    init(seconds: Double = standard) { self.seconds = seconds }

    /// Counts one step; true once the thread has run past the limit.
    mutating func isExceeded() -> Bool {
        stepsUntilReading -= 1
        guard stepsUntilReading <= 0 else { return false }
        stepsUntilReading = Self.stepsBetweenReadings
        let now = Self.threadSeconds()
        guard let deadline else {
            deadline = now + seconds
            return false
        }
        return now > deadline
    }

    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
