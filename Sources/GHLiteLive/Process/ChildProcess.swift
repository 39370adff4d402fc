#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// Starts other programs (a browser, an editor, git) without a shell, so no argument is ever re-parsed.
public enum ChildProcess {
    /// Starts `arguments[0]` (looked up in PATH) and waits for it; returns its exit status.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> Int32 {
        let pid = try spawn(arguments)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Starts the program with its output sent nowhere, and does not wait for it.
    public static func spawnDetached(_ arguments: [String]) throws {
        _ = try spawn(arguments, quiet: true)
    }

    private static func spawn(_ arguments: [String], quiet: Bool = false) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard result == 0 else {
            throw CommandError("could not start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
