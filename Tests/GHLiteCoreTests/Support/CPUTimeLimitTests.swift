@testable import GHLiteCore
import Testing

/// The clock is read once per few thousand units of work, so that a few large charges (long strings built one
/// after another) cannot run far past the limit between readings.
@Suite(.strictDoubles) struct CPUTimeLimitTests {
    /// Keeps the thread busy long enough for its CPU clock to move on.
    func spin() -> Int {
        var total = 0
        for number in 0..<2_000_000 { total &+= number &* number }
        return total
    }

    @Test func aChargeOfAFullIntervalReadsTheClockAtOnce() {
        var limit = CPUTimeLimit(seconds: 0)
        let started = limit.isExceeded(after: 1)
        #expect(!started, "the first reading starts the clock")
        #expect(spin() != 0)
        let exceeded = limit.isExceeded(after: CPUTimeLimit.workBetweenReadings)
        #expect(exceeded)
    }

    @Test func smallChargesWaitForTheNextReading() {
        var limit = CPUTimeLimit(seconds: 0)
        let started = limit.isExceeded(after: 1)
        #expect(spin() != 0)
        let afterOne = limit.isExceeded(after: 1)
        let afterTheRest = limit.isExceeded(after: CPUTimeLimit.workBetweenReadings - 1)
        #expect(!started && !afterOne && afterTheRest)
    }
}
