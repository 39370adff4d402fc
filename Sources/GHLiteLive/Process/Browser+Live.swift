#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension Browser {
    /// Programs tried in turn when `BROWSER` is not set, as gh does (with Debian's own).
    static let openers = ["xdg-open", "sensible-browser", "x-www-browser", "www-browser"]

    /// `command` (`Configuration.browser`: `GH_BROWSER`, the `browser` setting or `BROWSER`) if set, else the first
    /// of `openers` that starts; started in the background so gh-lite never waits on it.
    public static func live(command: String?) -> Browser {
        var browser = Browser()
        browser.open = { url in
            if let command { return try ChildProcess.spawnDetached([command, url]) }
            for opener in openers {
                if (try? ChildProcess.spawnDetached([opener, url])) != nil { return }
            }
            throw CommandError("no browser found: set BROWSER to one (tried \(openers.joined(separator: ", ")))")
        }
        return browser
    }
}
