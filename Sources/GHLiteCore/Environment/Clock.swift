/// Time as gh-lite sees it: live it is the system clock; tests move it by hand and never sleep.
public struct Clock: Sendable {
    public var now: @Sendable () throws -> Date
        = { throw Unimplemented("Clock.now") }
    public var sleep: @Sendable (_ seconds: Double) throws -> Void
        = { _ in throw Unimplemented("Clock.sleep") }

    public init() {}

    public static var failing: Clock { Clock() }
}
