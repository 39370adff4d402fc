/// What a run over several issues needs from outside: someone to ask, a way to wait between writes, and Ctrl-C.
public struct BulkRunEnvironment: Sendable {
    /// Asks one yes/no question on the terminal; nil when there is no terminal to ask on.
    public var confirm: (@Sendable (_ question: String) throws -> Bool)?
    /// Waits between two writes; live it is the clock's sleep, which Ctrl-C wakes with `Interrupted`.
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
    /// From now on Ctrl-C is recorded (and wakes `sleep` and prompts) instead of ending gh-lite at once.
    public var startCatchingInterrupts: @Sendable () throws -> Void
    /// Throws `Interrupted` once Ctrl-C has been pressed.
    public var checkInterrupts: @Sendable () throws -> Void
    /// The least seconds between two writes: GitHub asks for one (`GH_LITE_WRITE_INTERVAL_MS` shortens it for tests).
    public var writeInterval: Double

    public init(confirm: (@Sendable (String) throws -> Bool)?, sleep: @escaping @Sendable (Double) throws -> Void,
                startCatchingInterrupts: @escaping @Sendable () throws -> Void,
                checkInterrupts: @escaping @Sendable () throws -> Void, writeInterval: Double) {
        self.confirm = confirm
        self.sleep = sleep
        self.startCatchingInterrupts = startCatchingInterrupts
        self.checkInterrupts = checkInterrupts
        self.writeInterval = writeInterval
    }

    /// Every closure throws "unimplemented: BulkRunEnvironment.NAME"; no terminal to ask on.
    public static var failing: BulkRunEnvironment {
        BulkRunEnvironment(
            confirm: nil,
            sleep: { _ in throw Unimplemented("BulkRunEnvironment.sleep") },
            startCatchingInterrupts: { throw Unimplemented("BulkRunEnvironment.startCatchingInterrupts") },
            checkInterrupts: { throw Unimplemented("BulkRunEnvironment.checkInterrupts") },
            writeInterval: 1)
    }

    /// Questions on the terminal when stdin and stderr are one; the clock's sleep and the process's Ctrl-C.
    static func bound(to services: ContainerEnvironment, io: IO, style: TerminalStyle,
                      configuration: Configuration) -> BulkRunEnvironment {
        BulkRunEnvironment(confirm: Prompter.terminalConfirm(io: io, style: style), sleep: services.clock.sleep,
                           startCatchingInterrupts: services.interrupts.startCatching,
                           checkInterrupts: services.interrupts.check, writeInterval: configuration.writeInterval)
    }
}
