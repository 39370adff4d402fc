#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension ProcessReplacement {
    /// `execvp`: the program is looked up on `PATH`, and gh-lite's process (its terminal, its environment) becomes it.
    public static var live: ProcessReplacement {
        var replacement = ProcessReplacement()
        replacement.exec = { arguments in
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            execvp(arguments[0], &argv)
            let reason = String(cString: strerror(errno))
            argv.forEach { free($0) }
            throw CommandError("could not start \(arguments[0]): \(reason)")
        }
        return replacement
    }
}
