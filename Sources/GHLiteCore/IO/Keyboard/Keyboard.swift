/// Standard input as single keys, with the terminal in raw mode (no echo, no line editing, Ctrl-C as a byte).
/// Present only on a full terminal: prompts on a dumb one (`TERM=dumb` or unset) read whole lines instead.
public struct Keyboard: Sendable {
    /// Puts the terminal in raw mode; `leaveRawMode` puts back what was there, and is also done by gh-lite on a
    /// signal that ends it meanwhile.
    public var enterRawMode: @Sendable () throws -> Void
    public var leaveRawMode: @Sendable () -> Void
    /// The next byte typed; nil at the end of input. Throws `Interrupted` on a SIGINT sent from elsewhere.
    public var readByte: @Sendable () throws -> UInt8?

    public init(enterRawMode: @escaping @Sendable () throws -> Void, leaveRawMode: @escaping @Sendable () -> Void,
                readByte: @escaping @Sendable () throws -> UInt8?) {
        self.enterRawMode = enterRawMode
        self.leaveRawMode = leaveRawMode
        self.readByte = readByte
    }

    /// Runs `body` in raw mode with a function that reads the next key (nil at the end of input); the terminal
    /// is back as it was however `body` ends.
    public func rawMode<Result>(_ body: (_ nextKey: () throws -> Key?) throws -> Result) throws -> Result {
        try enterRawMode()
        defer { leaveRawMode() }
        var decoder = KeyDecoder()
        return try body {
            while let byte = try readByte() {
                if let key = decoder.feed(byte) { return key }
            }
            return nil
        }
    }
}
