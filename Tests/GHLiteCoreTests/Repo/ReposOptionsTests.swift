import GHLiteCore
import Testing

@Suite(.strictDoubles) struct ReposOptionsTests: OptionsParsing {
    func parse(_ words: [String]) throws -> ReposOptions { try parse(ReposOptions.spec, ReposOptions.parse, words) }

    func message(_ words: [String]) -> String? { message(ReposOptions.spec, ReposOptions.parse, words) }

    @Test func defaultsLikeGh() throws {
        let options = try parse([])
        #expect(options.owner == nil)
        #expect(options.limit == 30)
        #expect(options.filter == ReposFilter())
        #expect(options.json == nil)
    }

    @Test func readsEveryFlag() throws {
        let options = try parse(["octo-org", "-L", "120", "--visibility", "PRIVATE", "--fork", "--no-archived",
                                 "--json", "name,url"])
        #expect(options.owner == "octo-org")
        #expect(options.limit == 120)
        #expect(options.filter == ReposFilter(visibility: .private, kind: .forksOnly, archived: false))
        #expect(options.json?.fields == ["name", "url"])
    }

    @Test func rejectsBadInputBeforeAnyRequest() {
        #expect(message(["-L", "0"]) == "invalid limit: 0")
        #expect(message(["--source", "--fork"]) == "specify only one of `--source` or `--fork`")
        #expect(message(["--archived", "--no-archived"]) == "specify only one of `--archived` or `--no-archived`")
        #expect(message(["--visibility", "secret"])
                == "invalid argument \"secret\" for \"--visibility\": valid values are {public|private|internal}")
        #expect(message(["not/an-owner"]) == "invalid owner \"not/an-owner\": expected a GitHub user or organization name")
        #expect(message(["--json", "name,stars"])?.hasPrefix("unknown JSON field: \"stars\"; available fields: createdAt") == true)
        #expect(message(["--json", ","])?.hasPrefix("specify one or more comma-separated fields for --json") == true)
        // gh lists the fields when --json comes without them.
        #expect(message(["--json"])?.hasPrefix("specify one or more comma-separated fields for --json: createdAt, defaultBranchRef") == true)
        #expect(message(["--limit"]) == "flag needs an argument: --limit")
    }
}
