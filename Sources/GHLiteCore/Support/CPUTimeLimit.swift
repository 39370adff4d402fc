#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a `--jq` or `--template` run may compute: CPU time of the thread that runs it, counted from its first
/// step, so that however slow a step turns out to be (or however busy the machine), a runaway program stops
/// within about this long. The clock is read once every few thousand units of work (a step, or 16 bytes of text).
struct CPUTimeLimit {
    static let standard = 2.0
    static let workBetweenReadings = 4_096

    let seconds: Double
    private var deadline: Double?
    private var workUntilReading = 0

    init(seconds: Double = standard) { self.seconds = seconds }

    /// Counts `work` done (what the work budget charges, one at the least); true once the thread has run past the
    /// limit.
    mutating func isExceeded(after work: Int) -> Bool {
        workUntilReading -= min(max(work, 1), Self.workBetweenReadings)
        guard workUntilReading <= 0 else { return false }
        workUntilReading = Self.workBetweenReadings
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
