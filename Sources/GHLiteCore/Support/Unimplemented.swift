/// Thrown by a closure of a `.failing` double that its test did not override. Deliberately not a
/// `UserFacingError`, so no command can pass it off as an ordinary failure: the test targets set `onCall`
/// to fail the running test with the closure's name at the moment it is called.
public struct Unimplemented: Error, Equatable, CustomStringConvertible {
    /// Told the name of every closure of a `.failing` double that is called; task-local, so each test has its own.
    @TaskLocal public static var onCall: (@Sendable (String) -> Void)?

    public var name: String

    public init(_ name: String) {
        self.name = name
        Self.onCall?(name)
    }

    public var description: String { "unimplemented: \(name)" }
}
