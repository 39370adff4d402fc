/// The user's terminal pager (`GH_PAGER`, else `PAGER`): a program that shows standard output a screen at a time.
public struct Pager: Sendable {
    /// Starts `command` (as the user set it, perhaps with arguments, as in `less -S`) reading from a pipe.
    public var start: @Sendable (_ command: String) throws -> PagerSession
        = { _ in throw Unimplemented("Pager.start") }

    public init() {}

    public static var failing: Pager { Pager() }
}

/// A running pager: what is written goes to its input.
public struct PagerSession: Sendable {
    /// Sends text to the pager; once the user has quit it, the text is dropped.
    public var write: @Sendable (String) -> Void
    /// Ends the pager's input and waits for the user to finish with it.
    public var finish: @Sendable () -> Void

    public init(write: @escaping @Sendable (String) -> Void, finish: @escaping @Sendable () -> Void) {
        self.write = write
        self.finish = finish
    }
}
