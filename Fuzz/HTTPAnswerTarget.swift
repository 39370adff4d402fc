/// Whole HTTP answers (status line, headers such as `Retry-After`, `X-RateLimit-*`, `Link`, `ETag`, then the
/// body) given to every request of whole commands, through the transport's layers as they run for real:
/// cache revalidation, retries with back-off and rate-limit waits (the sleep is fake), redirects and the
/// `GH_DEBUG=api` log. On a terminal and piped: gh-lite ends with an exit code and a message for any failure,
/// no control character reaches a terminal raw, the token appears in no output, and no command asks forever.
///
/// The input is the answer as it comes off the wire: `HTTP/1.1 403 Forbidden`, `Name: value` lines, an empty
/// line, the body (line ends `\n` or `\r\n`).
enum HTTPAnswerTarget {
    static let token = "gho_fuzzSecretToken0123456789abcdef0123"
    /// Far more than any of the commands below needs (a few pages, three tries each, comments).
    static let maximumRequests = 100

    static let commands: [[String]] = [
        ["repos", "-L", "5"],
        ["issues", "octocat/Hello-World", "-L", "5"],
        ["issues", "octocat/Hello-World", "-L", "5", "-l", "bug"],
        ["issues", "octocat/Hello-World", "1", "--comments"],
    ]

    static func run(_ input: UnsafeRawBufferPointer) {
        let answer = parse(Array(input))
        for arguments in commands {
            for terminal in [true, false] {
                check(arguments, answer: answer, terminal: terminal)
            }
        }
    }

    static func check(_ arguments: [String], answer: HTTPResponse, terminal: Bool) {
        let requests = Locked(0)
        let raw = HTTPTransport { _ in
            let count = requests.withLock { count in
                count += 1
                return count
            }
            fuzzCheck(count <= maximumRequests, "\(arguments): more than \(maximumRequests) requests for one command")
            return answer
        }
        // Everything gh-lite would write to stderr besides the command's own output.
        let log = Locked("")
        let write: @Sendable (String) -> Void = { text in log.withLock { $0 += text } }
        let cached = Locked<[String: CachedResponse]>([:])
        let cache = HTTPCacheStore(load: { key in cached.withLock { $0[key] } },
                                   save: { key, response in cached.withLock { $0[key] = response } })
        let services = GitHubTransport.Services(cache: cache, sleep: { _ in }, notice: { write($0 + "\n") }, debugLog: write)
        var policy = RetryPolicy()
        policy.jitter = { 0.5 }
        var environment = ContainerEnvironment.mock
        environment.gitHub = .http(GitHubAPI(transport: GitHubTransport.layered(raw, services: services, policy: policy),
                                             baseURL: "https://api.github.com", host: "github.com",
                                             token: { AuthToken(value: token, source: .environment("GH_TOKEN")) },
                                             now: { MockGitHubData.epoch }, timeZone: .gmt, notice: { write($0 + "\n") }))
        let memory = MemoryIO(terminal: terminal, width: 80)
        let code = CommandLineInterface.run(arguments, variables: ["NO_COLOR": "1", "GH_TOKEN": token], io: memory.io,
                                            makeEnvironment: { _ in environment })
        let shown = [memory.output, memory.error, log.value]
        let context = "\(arguments) \(terminal ? "on a terminal" : "piped")"
        fuzzCheck(code == .ok || !memory.error.isEmpty, "\(context): exit code \(code) without a message")
        for text in shown {
            fuzzCheck(!text.contains(token), "\(context): the token reached the output")
            guard terminal else { continue }
            fuzzCheck(text.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || TerminalTextTarget.isSafe($0) },
                      "\(context): a control character reached the terminal")
        }
    }

    /// The answer in `bytes`; a status line that does not parse reads as 200.
    static func parse(_ bytes: [UInt8]) -> HTTPResponse {
        let newline = UInt8(ascii: "\n")
        var lines: [String] = []
        var start = 0
        var bodyStart = bytes.count
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var line = String(decoding: bytes[start..<end], as: UTF8.self)
            if line.hasSuffix("\r") { line.removeLast() }
            start = end + 1
            if line.isEmpty {
                bodyStart = min(start, bytes.count)
                break
            }
            lines.append(line)
        }
        let words = lines.first?.split(separator: " ") ?? []
        let status = words.count > 1 ? Int(words[1]).flatMap { (100...599).contains($0) ? $0 : nil } ?? 200 : 200
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingWhitespace())
        }
        return HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(bytes[bodyStart...]))
    }
}
