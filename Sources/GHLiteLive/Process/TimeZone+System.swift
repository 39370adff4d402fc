#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension TimeZone {
    /// The user's time zone now (`TZ`, else `/etc/localtime`), as the C library sees it. FoundationEssentials
    /// has no time-zone database of its own, so on Linux `TimeZone.current` is always GMT.
    static var system: TimeZone {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return .gmt }
        return TimeZone(secondsFromGMT: parts.tm_gmtoff) ?? .gmt
    }
}
