import Foundation
@testable import GHLiteCore
import Testing

/// Pages read side by side are kept only when they fit together as one list would.
@Suite struct IssuesInCreationOrderEndpointTests {
    typealias Page = IssuesInCreationOrderEndpoint.NumberedPage

    static func page(_ numbers: Range<Int>, last: Int?, next: Bool) -> Page {
        Page(items: numbers.map { number in
            Issue(number: number, title: "#\(number)", authorLogin: "octocat", htmlURL: "https://github.com/o/r/issues/\(number)",
                  createdAt: Date(timeIntervalSince1970: Double(number)))
        }, lastPage: last, hasNext: next, answeredAt: nil)
    }

    @Test func fullPagesThenALastOneFit() {
        #expect(IssuesInCreationOrderEndpoint.fit([Self.page(1..<101, last: 2, next: true), Self.page(101..<131, last: nil, next: false)]))
        #expect(IssuesInCreationOrderEndpoint.fit([Self.page(1..<1, last: nil, next: false)]), "an empty repository")
    }

    @Test func pagesThatMovedUnderTheReadsDoNotFit() {
        let cases: [[Page]] = [
            [Self.page(1..<100, last: 2, next: true), Self.page(101..<131, last: nil, next: false)],   // short before the last
            [Self.page(1..<101, last: 2, next: true), Self.page(100..<131, last: nil, next: false)],  // #100 twice
            [Self.page(1..<101, last: 3, next: true), Self.page(101..<131, last: nil, next: false)],  // a page gone
            [Self.page(1..<101, last: 2, next: true), Self.page(101..<201, last: 3, next: true)],     // a page more
            [Self.page(101..<201, last: 2, next: true), Self.page(1..<31, last: nil, next: false)],   // created earlier
            [Self.page(1..<101, last: 2, next: true), Self.page(1..<1, last: nil, next: false)],      // an empty last page
        ]
        for pages in cases { #expect(!IssuesInCreationOrderEndpoint.fit(pages)) }
    }

    @Test func theLastPageNumberIsReadFromItsLink() {
        #expect(IssuesInCreationOrderEndpoint.pageNumber(in: "https://api.github.com/repositories/1/issues?per_page=100&page=7") == 7)
        #expect(IssuesInCreationOrderEndpoint.pageNumber(in: "https://api.github.com/repositories/1/issues?per_page=100") == nil)
    }

    @Test func aBotsLoginIsMirroredAsGraphQLSpellsIt() {
        let issue = Issue(number: 1, title: "Bump", authorLogin: "dependabot[bot]", htmlURL: "https://github.com/o/r/issues/1",
                          createdAt: Date(timeIntervalSince1970: 0))
        #expect(IssuesInCreationOrderEndpoint.withGraphQLLogin(issue).authorLogin == "dependabot")
    }
}
