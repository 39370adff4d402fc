import GHLiteCore
import Testing

@Suite(.strictDoubles) struct LinkHeaderTests {
    @Test func readsGitHubsLinkHeader() {
        // As recorded from api.github.com (octokit/fixtures, paginate-issues).
        let header = #"<https://api.github.com/repositories/1000/issues?per_page=3&page=3>; rel="next", <https://api.github.com/repositories/1000/issues?per_page=3&page=5>; rel="last", <https://api.github.com/repositories/1000/issues?per_page=3&page=1>; rel="first", <https://api.github.com/repositories/1000/issues?per_page=3&page=1>; rel="prev""#
        let relations = LinkHeader.relations(header)
        #expect(relations["next"] == "https://api.github.com/repositories/1000/issues?per_page=3&page=3")
        #expect(relations["last"] == "https://api.github.com/repositories/1000/issues?per_page=3&page=5")
        #expect(relations["prev"] == "https://api.github.com/repositories/1000/issues?per_page=3&page=1")
        #expect(relations.count == 4)
    }

    @Test func toleratesOddButLegalForms() {
        #expect(LinkHeader.next("<https://a/b?c=1,2>;rel=next") == "https://a/b?c=1,2")
        #expect(LinkHeader.next(#"<https://a/1>; title="x, y"; rel="prev next""#) == "https://a/1")
        #expect(LinkHeader.next(#"<https://a/1>; rel="last",<https://a/2>; REL="next""#) == "https://a/2")
    }

    @Test func malformedHeadersGiveNoNextPage() {
        for header in ["", "garbage", "<unclosed; rel=\"next\"", "https://a; rel=\"next\"", "<https://a/1>; rel=\"last\""] {
            #expect(LinkHeader.next(header) == nil, "\(header)")
        }
        #expect(LinkHeader.next(nil) == nil)
    }
}
