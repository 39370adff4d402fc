import GHLiteCore

/// A clock that only moves when something sleeps on it: no test ever really waits.
final class TestClock: Sendable {
    let start = Date(timeIntervalSince1970: 1_717_243_200)
    private let state: Locked<(now: Date, sleeps: [Double])>

    init() {
        state = Locked((now: start, sleeps: []))
    }

    var clock: Clock {
        var clock = Clock()
        clock.now = { [state] in state.withLock { $0.now } }
        clock.sleep = { [state] seconds in state.withLock { $0.now += seconds; $0.sleeps.append(seconds) } }
        return clock
    }

    /// Every sleep asked for, in seconds.
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    /// Seconds since the start.
    var elapsed: Double { state.withLock { $0.now.timeIntervalSince(start) } }
}
