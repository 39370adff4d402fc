/// Everything gh-lite reads from its environment variables, resolved once per run.
/// `.env.example` documents each variable; nothing is read from files in the current directory.
public struct Configuration: Sendable, Equatable {
    /// The GitHub host the user works with (`GH_HOST`, default `github.com`).
    public var host: String
    /// Where REST requests go, without a trailing slash.
    public var apiBaseURL: String
    /// Where the OAuth device flow goes, without a trailing slash.
    public var oauthBaseURL: String
    /// The key a stored token is filed under: the API's host (with its port when it has one).
    public var tokenKey: String
    /// `tokenKey` when `GH_LITE_API_URL` names another host than `host` (the sandbox's `127.0.0.1:PORT`), to be
    /// said beside the host; nil when the API is the host's own.
    public var apiElsewhere: String? { tokenKey == host ? nil : tokenKey }
    public var clientID: String?
    /// The variables a token for `host` is read from, in order (`tokenVariables(for:)`).
    public var tokenVariables: [String]
    public var environmentToken: EnvironmentToken?
    public var configDirectory: String
    public var cacheDirectory: String
    /// What gh-lite keeps that is not a cache (the outbox of writes made offline): `$XDG_STATE_HOME/gh-lite`, else
    /// `~/.local/state/gh-lite`.
    public var stateDirectory: String
    /// `GH_REPO`: the repository to use when none is named.
    public var defaultRepository: String?
    /// `GH_LITE_TIMEOUT`: seconds a whole request may take, 1 to 3600 (default 60).
    public var requestTimeout: Int
    /// The most gh-lite waits, in all, on GitHub's `Retry-After` (secondary rate limit) for one request:
    /// twice `GH_LITE_TIMEOUT`, so one variable bounds how long a command may take.
    public var maximumRetryWait: Double { Double(requestTimeout) * 2 }
    /// `GH_LITE_CONNECT_TIMEOUT_MS`: how long a connection (TLS included) may take to open, in milliseconds, 100 to
    /// 60000 (default 1500). Short, so an unreachable GitHub gives way to the mirror or the outbox quickly; a
    /// connection to GitHub opens in a few round trips, and one lost packet still fits.
    public var connectTimeout: Int
    /// `GH_LITE_POLL_INTERVAL`: the least seconds between two device-flow polls, 1 to 5 (default 5, GitHub's
    /// documented minimum), whatever `interval` the server sends; also what a `slow_down` without an interval
    /// adds. Lowered only by tests against the simulator, never below a second.
    public var minimumPollInterval: Int
    /// `GH_LITE_WRITE_INTERVAL_MS`: the least time between two writes of a command that changes several issues,
    /// in milliseconds, 10 to 60000 (default 1000, GitHub's advice). Lowered only by tests against the simulator.
    public var writeInterval: Double
    /// `SSL_CERT_FILE` / `SSL_CERT_DIR`: where trusted certificates are, when not the system's.
    public var certificateFile: String?
    public var certificateDirectory: String?
    /// Off with `GH_LITE_NO_CACHE=1` or `--no-cache`: GET responses are not revalidated from disk.
    public var usesHTTPCache: Bool
    /// `GH_DEBUG=api` (or `1`/`true`): every request and response on stderr, the token masked.
    public var logsAPITraffic: Bool
    /// The editor for issue bodies: `GH_EDITOR`, else `config.yml`'s `editor`, else `VISUAL`, else `EDITOR`, else
    /// `vi` (gh's order).
    public var editor: String
    /// The program that opens URLs: `GH_BROWSER`, else `config.yml`'s `browser`, else `BROWSER`; nil: the system's.
    public var browser: String?
    /// `GH_PROMPT_DISABLED` set, or `prompt: disabled` in `config.yml`: never ask, as without a terminal.
    public var promptsDisabled: Bool
    /// `config.yml`'s `mirror_size_limit_mb`, in bytes: past it the least recently used mirrors are removed.
    public var mirrorSizeLimit: Int
    /// Variables set to a value gh-lite cannot use, each with its one-line error: `checkVariables` stops the run
    /// on them before any request rather than let a default stand in silently.
    public var invalidVariables: [UsageError] = []
    /// The pager for standard output on a terminal: `GH_PAGER` when set at all, else `config.yml`'s `pager`, else
    /// `PAGER`; nil when that is empty or `cat`, which mean none (gh's rules).
    public var pager: String?

    /// `file`: the settings of `config.yml`, which the variables override as in gh.
    public init(variables: [String: String], file: ConfigFile = ConfigFile()) {
        func value(_ name: String) -> String? {
            guard let value = variables[name]?.trimmingWhitespace(), !value.isEmpty else { return nil }
            return value
        }
        func setting(_ key: ConfigKey) -> String? {
            guard let value = file.value(of: key.name)?.trimmingWhitespace(), !value.isEmpty else { return nil }
            return value
        }
        let host = value("GH_HOST")?.lowercased() ?? "github.com"
        self.host = host
        let isDotCom = host == "github.com"
        let apiBaseURL = value("GH_LITE_API_URL") ?? (isDotCom ? "https://api.github.com" : "https://\(host)/api/v3")
        self.apiBaseURL = apiBaseURL.trimmingTrailingSlashes()
        self.oauthBaseURL = (value("GH_LITE_OAUTH_URL") ?? "https://\(host)").trimmingTrailingSlashes()
        self.tokenKey = value("GH_LITE_API_URL").flatMap(Self.authority(of:)) ?? host
        self.clientID = value("GH_LITE_CLIENT_ID")
        self.tokenVariables = Self.tokenVariables(for: host, inCodespaces: ["1", "t", "true"].contains(value("CODESPACES")?.lowercased() ?? ""))
        self.environmentToken = tokenVariables.lazy
            .compactMap { name in value(name).map { EnvironmentToken(variable: name, value: $0) } }
            .first
        let home = value("HOME") ?? "/"
        let configDirectory = value("GH_LITE_CONFIG_DIR") ?? (value("XDG_CONFIG_HOME") ?? "\(home)/.config") + "/gh-lite"
        self.configDirectory = configDirectory
        self.cacheDirectory = (value("XDG_CACHE_HOME") ?? "\(home)/.cache") + "/gh-lite"
        self.stateDirectory = (value("XDG_STATE_HOME") ?? "\(home)/.local/state") + "/gh-lite"
        self.defaultRepository = value("GH_REPO")
        var invalid: [UsageError] = []
        // The variable's whole number, else the setting's (`GH_LITE_WRITE_INTERVAL_MS` over `write_interval_ms`).
        func seconds(_ variable: String?, in range: ClosedRange<Int>, default fallback: Int,
                     unit: String = "seconds", setting key: ConfigKey? = nil) -> Int {
            let given = variable.flatMap { name in value(name).map { (name, $0) } }
                ?? key.flatMap { key in setting(key).map { ("\(ConfigFile.path(in: configDirectory))'s \(key.name)", $0) } }
            guard let (name, text) = given else { return fallback }
            do throws(UsageError) {
                return try Self.wholeSeconds(text, of: name, in: range, unit: unit)
            } catch {
                invalid.append(error)
                return fallback
            }
        }
        // An hour is far beyond any answer GitHub gives, and a bigger number is more likely milliseconds by mistake.
        self.requestTimeout = seconds("GH_LITE_TIMEOUT", in: 1...3600, default: 60)
        self.connectTimeout = seconds("GH_LITE_CONNECT_TIMEOUT_MS", in: 100...60_000, default: 1_500,
                                      unit: "milliseconds")
        // A second is the floor even for tests, so no setting can make gh-lite poll in a tight loop.
        self.minimumPollInterval = seconds("GH_LITE_POLL_INTERVAL", in: 1...5, default: 5)
        // Ten milliseconds keeps a test's bulk run quick and still spaced; the default is GitHub's second.
        self.writeInterval = Double(seconds("GH_LITE_WRITE_INTERVAL_MS", in: ConfigKey.writeInterval.range!,
                                            default: 1_000, unit: "milliseconds", setting: .writeInterval)) / 1_000
        self.mirrorSizeLimit = seconds(nil, in: ConfigKey.mirrorSizeLimit.range!, default: 500, unit: "megabytes",
                                       setting: .mirrorSizeLimit) << 20
        invalidVariables += invalid
        self.certificateFile = value("SSL_CERT_FILE")
        self.certificateDirectory = value("SSL_CERT_DIR")
        self.usesHTTPCache = !["1", "true", "yes"].contains(value("GH_LITE_NO_CACHE")?.lowercased() ?? "")
        self.logsAPITraffic = ["api", "1", "true"].contains(value("GH_DEBUG")?.lowercased() ?? "")
        self.editor = value("GH_EDITOR") ?? setting(.editor) ?? value("VISUAL") ?? value("EDITOR") ?? "vi"
        self.browser = value("GH_BROWSER") ?? setting(.browser) ?? value("BROWSER")
        self.promptsDisabled = value("GH_PROMPT_DISABLED") != nil || setting(.prompt) == "disabled"
        let pager = (variables["GH_PAGER"] ?? setting(.pager) ?? variables["PAGER"])?.trimmingWhitespace() ?? ""
        self.pager = pager.isEmpty || pager == "cat" ? nil : pager
    }

    /// Throws the first of `invalidVariables`.
    public func checkVariables() throws {
        if let first = invalidVariables.first { throw first }
    }

    /// Whole seconds within `range`, which starts at 1 at least: curl reads a time-out of 0 as "no limit", the
    /// opposite of what the variable is for. Anything else is an error naming the variable, not a silent default.
    static func wholeSeconds(_ text: String, of name: String, in range: ClosedRange<Int>,
                             unit: String = "seconds") throws(UsageError) -> Int {
        guard let seconds = Int(text), range.contains(seconds) else {
            throw UsageError("\(name): expected a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), "
                             + "got \"\(text)\"")
        }
        return seconds
    }

    /// gh's rule (go-gh's `auth.TokenForHost`): `GH_TOKEN` and `GITHUB_TOKEN` are github.com's, with its
    /// subdomains, `github.localhost` and GHE.com tenancies (`*.ghe.com`); an Enterprise server's are
    /// `GH_ENTERPRISE_TOKEN` and `GITHUB_ENTERPRISE_TOKEN` (and `GITHUB_TOKEN` in a codespace), so a token meant for
    /// one host is never sent to another that `GH_HOST` or `--hostname` names.
    static func tokenVariables(for host: String, inCodespaces: Bool) -> [String] {
        let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? host
        let isDotCom = ["github.com", "github.localhost"].contains { name == $0 || name.hasSuffix("." + $0) }
            || name.hasSuffix(".ghe.com")
        if isDotCom { return ["GH_TOKEN", "GITHUB_TOKEN"] }
        return ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"] + (inCodespaces ? ["GITHUB_TOKEN"] : [])
    }

    /// `host` or `host:port` of a URL, lowercased.
    static func authority(of url: String) -> String? {
        guard let parsed = URL(string: url), let host = parsed.host?.lowercased() else { return nil }
        return parsed.port.map { "\(host):\($0)" } ?? host
    }
}

/// A token given through `GH_TOKEN` or `GITHUB_TOKEN` (an Enterprise server's: `GH_ENTERPRISE_TOKEN` or
/// `GITHUB_ENTERPRISE_TOKEN`); it wins over any stored token.
public struct EnvironmentToken: Sendable, Equatable {
    public var variable: String
    public var value: String

    public init(variable: String, value: String) {
        self.variable = variable
        self.value = value
    }
}

extension String {
    func trimmingTrailingSlashes() -> String {
        var result = self
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
