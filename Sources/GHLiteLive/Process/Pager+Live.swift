#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension Pager {
    /// Runs the pager as gh does: split into words like a shell would (no shell runs it), writing to our
    /// terminal, `LESS=FRX` and `LV=-c` unless the user set them (quit when it fits, keep colours), and
    /// without `PAGER` in its environment.
    public static func live(variables: [String: String]) -> Pager {
        var pager = Pager()
        pager.start = { command in
            var childVariables = variables
            childVariables["PAGER"] = nil
            if childVariables["LESS"] == nil { childVariables["LESS"] = "FRX" }
            if childVariables["LV"] == nil { childVariables["LV"] = "-c" }
            let words = Editor.words(command)
            guard !words.isEmpty else { throw CommandError("the pager setting has no program") }
            let pager = try ChildProcess.startFeeding(words, environment: childVariables)
            // A pager the user quits early closes its input: the writes that follow fail with EPIPE, which
            // `writeAll` lets go, instead of SIGPIPE ending gh-lite. Set after the start, so the pager itself
            // keeps the default. gh-lite writes nothing else to a pipe once paging, so it stays ignored.
            signal(SIGPIPE, SIG_IGN)
            return PagerSession(
                write: { text in IO.writeAll(pager.input, text) },
                finish: {
                    close(pager.input)
                    _ = ChildProcess.wait(for: pager.pid)
                })
        }
        return pager
    }
}
