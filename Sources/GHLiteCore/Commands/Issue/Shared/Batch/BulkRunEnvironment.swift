/// What a run over several issues needs from outside: someone to ask, a way to wait between writes, and Ctrl-C.
/// `.failing`: each closure throws "unimplemented: BulkRunEnvironment.NAME", there is no terminal to ask on, and
/// writes are a second apart.
public struct BulkRunEnvironment: Sendable {
    /// Asks one yes/no question on the terminal; nil when there is no terminal to ask on.
    public var confirm: (@Sendable (_ question: String) throws -> Bool)?
    /// Waits between two writes; live it is the clock's sleep, which Ctrl-C wakes with `Interrupted`.
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
        = { _ in throw Unimplemented("BulkRunEnvironment.sleep") }
    /// From now on Ctrl-C is recorded (and wakes `sleep` and prompts) instead of ending gh-lite at once.
    public var startCatchingInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("BulkRunEnvironment.startCatchingInterrupts") }
    /// Throws `Interrupted` once Ctrl-C has been pressed.
    public var checkInterrupts: @Sendable () throws -> Void
        = { throw Unimplemented("BulkRunEnvironment.checkInterrupts") }
    /// The least seconds between two writes: GitHub asks for one (`GH_LITE_WRITE_INTERVAL_MS` shortens it for tests).
    public var writeInterval: Double = 1

    public init() {}

    public static var failing: BulkRunEnvironment { BulkRunEnvironment() }

    /// Questions on the terminal when stdin and stderr are one; the clock's sleep and the process's Ctrl-C.
    static func bound(to services: ContainerEnvironment, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> BulkRunEnvironment {
        var environment = BulkRunEnvironment()
        environment.confirm = Prompter.terminalConfirm(io: io, style: style)
        environment.sleep = services.clock.sleep
        environment.startCatchingInterrupts = services.interrupts.startCatching
        environment.checkInterrupts = services.interrupts.check
        environment.writeInterval = configuration.writeInterval
        return environment
    }
}
