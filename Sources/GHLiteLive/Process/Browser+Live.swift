#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension Browser {
    /// `BROWSER` if set, else `xdg-open`; started in the background so gh-lite never waits on it.
    public static func live(variables: [String: String]) -> Browser {
        Browser(open: { url in
            let command = variables["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
            try ChildProcess.spawnDetached([command, url])
        })
    }
}
