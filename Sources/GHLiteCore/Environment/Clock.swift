/// Time as gh-lite sees it: live it is the system clock; tests move it by hand and never sleep.
public struct Clock: Sendable {
    public var now: @Sendable () throws -> Date
    public var sleep: @Sendable (_ seconds: Double) throws -> Void

    public init(now: @escaping @Sendable () throws -> Date, sleep: @escaping @Sendable (Double) throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    public static var failing: Clock {
        Clock(now: { throw Unimplemented("Clock.now") },
              sleep: { _ in throw Unimplemented("Clock.sleep") })
    }
}
