import Foundation
import Testing

/// GraphQL answers its errors with HTTP 200 and an `errors` array: such an answer is final (not tried again,
/// not asked of the REST API instead) and reads as the same one line a REST error would.
@Suite struct GraphQLErrorBinaryTests {
    @Test func anUnknownRepositoryIsNotFoundAfterOneQuery() async throws {
        let scenario = try FaultScenario()
        let result = try await scenario.run(["issues", "octocat/nope"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "repository octocat/nope not found (or you have no access)\n")
        #expect(try scenario.sent() == ["POST /graphql"])
        try scenario.expectNoTokenLeak([result])
    }
}
