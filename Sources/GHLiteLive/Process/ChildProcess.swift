#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

/// Starts other programs (a browser, an editor, a pager, git) without a shell, so no argument is ever re-parsed.
public enum ChildProcess {
    /// Starts `arguments[0]` (looked up in PATH) and waits for it; returns its exit status.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> Int32 {
        wait(for: try spawn(arguments))
    }

    /// Starts the program with its output sent nowhere, and does not wait for it.
    public static func spawnDetached(_ arguments: [String]) throws {
        _ = try spawn(arguments, quiet: true)
    }

    /// Starts the program, collects everything it writes to stdout (its stderr goes nowhere) and waits for it.
    public static func output(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw CommandError("could not start \(arguments[0]): \(String(cString: strerror(errno)))")
        }
        // Neither end may leak into the child beyond the stdout it gets through dup2.
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try spawn(arguments, quiet: true, stdout: ends[1])
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(ends[0])
        return (wait(for: pid), output)
    }

    /// Starts the program with exactly `environment`, reading its input from a new pipe while its output goes
    /// where ours does; returns it and the end of the pipe to write to.
    static func startFeeding(_ arguments: [String], environment: [String: String]) throws -> (pid: pid_t, input: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw CommandError("could not start \(arguments[0]): \(String(cString: strerror(errno)))")
        }
        // Neither end may leak into the child beyond the stdin it gets through dup2.
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        do {
            return (try spawn(arguments, stdin: ends[0], environment: environment), ends[1])
        } catch {
            close(ends[1])
            throw error
        }
    }

    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// `stdout`: a descriptor the child writes its output to instead of /dev/null (only with `quiet`).
    /// `stdin`: a descriptor the child reads instead of ours. `environment`: the child's, instead of ours.
    private static func spawn(_ arguments: [String], quiet: Bool = false, stdout: Int32? = nil, stdin: Int32? = nil,
                              environment: [String: String]? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            if let stdout {
                posix_spawn_file_actions_adddup2(&actions, stdout, STDOUT_FILENO)
            } else {
                posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { variables?.forEach { free($0) } }
        // The child starts with no signal blocked and SIGINT and SIGPIPE at their defaults, whatever gh-lite was
        // started with (a program that ran it may pass SIGINT on blocked): Ctrl-C must reach an editor or a pager.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = variables.map { posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, $0) }
            ?? posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard result == 0 else {
            throw CommandError("could not start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
