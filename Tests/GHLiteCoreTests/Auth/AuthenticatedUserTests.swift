import GHLiteCore
import Testing

@Suite(.strictDoubles) struct AuthenticatedUserTests {
    @Test func scopesComeFromTheCommaSeparatedHeader() {
        #expect(AuthenticatedUser.scopes(fromHeader: "gist, read:org, repo") == ["gist", "read:org", "repo"])
        #expect(AuthenticatedUser.scopes(fromHeader: "") == [])
        #expect(AuthenticatedUser.scopes(fromHeader: nil) == nil)
    }

    @Test func missingScopesCountsOrgAdminAsReadOrgAndSkipsTokensWithoutScopes() {
        #expect(AuthenticatedUser(login: "a", scopes: ["repo"]).missingScopes == ["read:org"])
        #expect(AuthenticatedUser(login: "a", scopes: []).missingScopes == ["repo", "read:org"])
        #expect(AuthenticatedUser(login: "a", scopes: ["repo", "admin:org"]).missingScopes == [])
        #expect(AuthenticatedUser(login: "a", scopes: nil).missingScopes == [])
    }
}
