import GHLiteCore
import Testing

/// `.strictDoubles` on a suite: a closure of a `.failing` double that a test did not override fails that test at
/// once with the closure's name, whatever the code under test does with the error it throws.
struct StrictDoubles: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await Unimplemented.$onCall.withValue({ name in
            Issue.record("unexpected call: \(name) (override it in the test, or fix the code that called it)")
        }, operation: function)
    }
}

extension Trait where Self == StrictDoubles {
    static var strictDoubles: StrictDoubles { StrictDoubles() }
}
