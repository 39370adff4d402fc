/// Replaces gh-lite's process with another program (a shell alias's `sh -c`), which then owns the terminal and
/// gives the exit status, as gh's shell aliases do.
public struct ProcessReplacement: Sendable {
    /// Never returns when the program starts; throws when it cannot.
    public var exec: @Sendable (_ arguments: [String]) throws -> Never
        = { _ in throw Unimplemented("ProcessReplacement.exec") }

    public init() {}

    public static var failing: ProcessReplacement { ProcessReplacement() }
}
