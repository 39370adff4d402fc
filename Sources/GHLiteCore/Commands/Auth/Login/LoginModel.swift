/// Signs in: the OAuth device flow step by step (the command prints between steps), or a given token.
/// A token is stored only after GitHub has said whose it is, and never after Ctrl-C.
public struct LoginModel: Sendable {
    public var environment: LoginModelEnvironment

    public init(environment: LoginModelEnvironment) {
        self.environment = environment
    }

    /// What gh asks for, then the extra scopes, each once.
    public static func scopes(adding extra: [String]) -> [String] {
        var scopes: [String] = []
        for scope in AuthenticatedUser.minimumScopes + extra where !scopes.contains(scope) { scopes.append(scope) }
        return scopes
    }

    /// Starts catching Ctrl-C, then asks GitHub for a one-time code.
    public func requestCode(extraScopes: [String]) throws -> DeviceCode {
        try cancellable {
            try environment.startCatchingInterrupts()
            let code = try environment.requestCode(Self.scopes(adding: extraScopes))
            // The address is shown and handed to $BROWSER: with control characters in it, it is neither.
            guard !code.verificationURI.unicodeScalars.contains(where: TerminalText.isControl) else {
                throw LoginError.hostileVerificationURI
            }
            return code
        }
    }

    /// Opens the verification page; only web addresses, so a strange reply cannot start something else.
    public func openInBrowser(_ url: String) throws {
        guard RequestOrigin(url) != nil else {
            throw CommandError("not opening \"\(TerminalText.line(url))\": it is not a web address")
        }
        try environment.openInBrowser(url)
    }

    /// Polls at GitHub's interval, never faster than `minimumPollInterval` (a server saying 0 or -1 would
    /// have gh-lite poll in a tight loop), until the code is approved, refused or expired. `tick` is told the
    /// seconds left about once a second (for a countdown); without it the wait is one sleep per poll.
    public func waitForApproval(of code: DeviceCode, tick: ((_ secondsLeft: Int) -> Void)? = nil) throws -> String {
        try cancellable {
            let deadline = try environment.now().addingTimeInterval(Double(code.expiresIn))
            let minimum = environment.minimumPollInterval
            var interval = max(Double(code.interval), minimum)
            while true {
                try wait(interval, deadline: deadline, tick: tick)
                try environment.checkInterrupts()
                guard try environment.now() < deadline else {
                    throw DeviceFlowError.deadlinePassed(minutes: (code.expiresIn + 59) / 60)
                }
                switch try environment.pollToken(code) {
                case .accessToken(let token):
                    return token
                case .error(code: "authorization_pending", _, _):
                    continue
                case .error(code: "slow_down", _, let newInterval):
                    // Better than gh up to 2.60, which gave up here: wait longer and keep going.
                    if let newInterval, Double(newInterval) > interval {
                        interval = Double(newInterval)
                    } else {
                        // GitHub's rule is 5 s more, which is the minimum unless a test lowered it.
                        interval += minimum
                    }
                case .error(let code, let description, _):
                    throw DeviceFlowError(code: code, description: description)
                }
            }
        }
    }

    /// Checks whose the token is, then stores it as that login's account, the active one of the host.
    public func finish(token: String) throws -> AuthenticatedUser {
        try cancellable {
            let user: AuthenticatedUser
            do {
                user = try environment.getAuthenticatedUser(token)
            } catch let error as AuthenticationError {
                guard case .rejected(let status, let message, _) = error.reason else { throw error }
                throw LoginError.tokenRejected(status: status, message: message)
            }
            try environment.checkInterrupts()
            // The token stored before accounts had names stays, as an account of its own, beside this one.
            try UnnamedAccount.name(among: environment.storedAccounts().filter { $0.token != token },
                                    owner: environment.getAuthenticatedUser, save: environment.saveAccount)
            try environment.saveAccount(user.login, token)
            return user
        }
    }

    /// Far longer than any token GitHub issues (it documents up to 255 characters): more input is not a token.
    public static let maximumTokenInput = 4096

    /// `--with-token`: the token read from standard input (at most `maximumTokenInput` + 1 bytes), checked and stored.
    public func logIn(withToken input: Data) throws -> AuthenticatedUser {
        guard input.count <= Self.maximumTokenInput else { throw LoginError.malformedToken }
        let token = String(decoding: input, as: UTF8.self).trimmingWhitespace()
        guard !token.isEmpty else { throw LoginError.noTokenOnInput }
        guard AuthToken.isWellFormed(token) else { throw LoginError.malformedToken }
        return try finish(token: token)
    }

    /// Sleeps `interval` seconds, but never past the deadline; in steps of a second when someone is watching.
    /// Counts what it slept rather than rereading the clock, so a clock that stands still cannot keep it here.
    private func wait(_ interval: Double, deadline: Date, tick: ((Int) -> Void)?) throws {
        var now = try environment.now()
        var remaining = min(interval, deadline.timeIntervalSince(now))
        guard let tick else {
            if remaining > 0 { try environment.sleep(remaining) }
            return
        }
        while remaining > 0 {
            tick(Int(deadline.timeIntervalSince(now).rounded(.up)))
            let step = min(1, remaining)
            try environment.sleep(step)
            remaining -= step
            now = try environment.now()
        }
    }

    private func cancellable<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch is Interrupted {
            throw LoginError.cancelled
        }
    }
}
