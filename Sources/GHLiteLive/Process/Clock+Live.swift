#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension Clock {
    /// `sleep` ends early with `Interrupted` when Ctrl-C is pressed while `Interrupts.live` catches it.
    public static var live: Clock {
        var clock = Clock()
        clock.now = { Date() }
        clock.sleep = { seconds in
            guard seconds > 0 else { return }
            if Interrupts.wasPressed { throw Interrupted() }
            var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
            var remaining = timespec()
            while nanosleep(&request, &remaining) != 0 && errno == EINTR {
                if Interrupts.wasPressed { throw Interrupted() }
                request = remaining
            }
        }
        return clock
    }
}
