/// Ctrl-C, for the places that handle it themselves: the login's wait, which must end with exit 2 and store
/// nothing, and `new-issue`'s prompts, which end with exit 2 and keep what was typed in a draft. Live
/// (GHLiteLive) it is a SIGINT handler installed by `startCatching`; until then Ctrl-C ends gh-lite at once,
/// as everywhere else.
public struct Interrupts: Sendable {
    /// From now on Ctrl-C is recorded instead of ending gh-lite, and wakes the live `Clock.sleep` and
    /// `IO.readLine`, which then throw `Interrupted`.
    public var startCatching: @Sendable () throws -> Void
        = { throw Unimplemented("Interrupts.startCatching") }
    /// Throws `Interrupted` once Ctrl-C has been pressed.
    public var check: @Sendable () throws -> Void
        = { throw Unimplemented("Interrupts.check") }

    public init() {}

    public static var failing: Interrupts { Interrupts() }

    /// Nobody ever presses Ctrl-C.
    public static var never: Interrupts {
        var interrupts = Interrupts()
        interrupts.startCatching = {}
        interrupts.check = {}
        return interrupts
    }
}

/// The user pressed Ctrl-C while gh-lite was catching it.
public struct Interrupted: UserFacingError, Equatable {
    public init() {}

    public var userMessage: String { "cancelled" }
    public var exitCode: ExitCode { .cancelled }
}
