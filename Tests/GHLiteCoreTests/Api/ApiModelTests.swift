import Foundation
@testable import GHLiteCore
import Testing

@Suite(.strictDoubles) struct ApiModelTests: OptionsParsing {
    static let json = HTTPHeaders([("Content-Type", "application/json; charset=utf-8")])

    func options(_ words: [String]) throws -> ApiOptions {
        try parse(ApiOptions.spec, ApiOptions.parse, words)
    }

    /// The requests the model sends for `words`, each answered by `answer`.
    func requests(_ words: [String], environment: ApiModelEnvironment = .failing,
                  answer: @escaping @Sendable (APIRequest) -> HTTPResponse = { _ in HTTPResponse(status: 200, headers: json, body: Data("{}".utf8)) })
        throws -> [APIRequest] {
        let sent = Locked<[APIRequest]>([])
        var environment = environment
        environment.exchange = { request in
            sent.withLock { $0.append(request) }
            return answer(request)
        }
        try ApiModel(environment: environment).run(try options(words)) { _, _ in }
        return sent.value
    }

    @Test func typedFieldsBecomeJSONValuesAndRawFieldsStayText() throws {
        var environment = ApiModelEnvironment.failing
        environment.readUserFile = { path in
            #expect(path == "notes.txt")
            return Data("from a file\n".utf8)
        }
        environment.repository = { RepoRef(owner: "octocat", name: "Hello-World") }
        let sent = try requests(["repos/{owner}/{repo}/issues", "-f", "raw=12", "-F", "n=12", "-F", "yes=true",
                                 "-F", "none=null", "-F", "body=@notes.txt", "-F", "who={owner}", "-F", "l[]=bug",
                                 "-F", "l[]=ui", "-F", "m[title]=v1", "-F", "x[][k]=1", "-F", "x[][k]=2"],
                                environment: environment)
        #expect(sent.count == 1)
        #expect(sent.first?.method == "POST")
        #expect(sent.first?.endpoint == "repos/octocat/Hello-World/issues")
        #expect(sent.first?.headers["Content-Type"] == "application/json; charset=utf-8")
        let body = String(decoding: sent.first?.body ?? Data(), as: UTF8.self)
        #expect(body == #"{"body":"from a file\n","l":["bug","ui"],"m":{"title":"v1"},"n":12,"none":null,"raw":"12","#
                + #""who":"octocat","x":[{"k":1},{"k":2}],"yes":true}"#)
    }

    @Test func aGetPutsTheFieldsInTheQueryStringAndPaginateAsksForTheLargestPage() throws {
        let sent = try requests(["-X", "get", "search/issues", "-f", "q=is:open label:bug", "-F", "a[]=1", "--paginate"])
        #expect(sent.map(\.method) == ["GET"])
        #expect(sent.first?.endpoint == "search/issues?per_page=100&a%5B%5D=1&q=is%3Aopen+label%3Abug")
        #expect(sent.first?.body == nil)
    }

    @Test func restPagesFollowTheLinkHeaderWithoutTheBodyAgain() throws {
        var environment = ApiModelEnvironment.failing
        environment.apiBaseURL = { "https://api.github.com" }
        let sent = try requests(["repos/o/r/issues?per_page=2", "--paginate"], environment: environment) { request in
            let next = request.endpoint.contains("&page=2") ? [] : [("Link", #"<https://api.github.com/repositories/1/issues?per_page=2&page=2>; rel="next""#)]
            return HTTPResponse(status: 200, headers: HTTPHeaders(next), body: Data("[]".utf8))
        }
        #expect(sent.map(\.endpoint) == ["repos/o/r/issues?per_page=2", "https://api.github.com/repositories/1/issues?per_page=2&page=2"])
    }

    @Test(arguments: ["http://api.github.com/repositories/1/issues?page=2", "https://api.github.com.evil.example/x?page=2",
                      "https://api.github.com:8443/x?page=2"])
    func aNextPageOffTheAPIsOriginIsRefusedAfterThePagesRead(link: String) throws {
        var environment = ApiModelEnvironment.failing
        environment.apiBaseURL = { "https://api.github.com" }
        let sent = Locked<[APIRequest]>([])
        environment.exchange = { request in
            sent.withLock { $0.append(request) }
            return HTTPResponse(status: 200, headers: HTTPHeaders([("Link", "<\(link)>; rel=\"next\"")]), body: Data("[]".utf8))
        }
        var printed = 0
        #expect(throws: CommandError("refusing to follow a next-page link to another host or from https to plain http: \(link)")) {
            try ApiModel(environment: environment).run(try options(["repos/o/r/issues", "--paginate", "-H", "Authorization: token x"])) { _, _ in
                printed += 1
            }
        }
        #expect(sent.value.count == 1 && printed == 1)
    }

    @Test func graphQLPagesPassTheEndCursorAsAVariable() throws {
        let sent = try requests(["graphql", "--paginate", "-f", "query=query($endCursor: String) { x }", "-F", "n=5"]) { request in
            let more = !String(decoding: request.body ?? Data(), as: UTF8.self).contains("endCursor\":\"c1")
            return HTTPResponse(status: 200, headers: Self.json, body: Data(
                #"{"data":{"a":{"nodes":[],"pageInfo":{"hasNextPage":\#(more),"endCursor":"c1"}}}}"#.utf8))
        }
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.method == "POST" && $0.endpoint == "graphql" })
        #expect(String(decoding: sent[0].body!, as: UTF8.self) == #"{"query":"query($endCursor: String) { x }","variables":{"n":5}}"#)
        #expect(String(decoding: sent[1].body!, as: UTF8.self)
                == #"{"query":"query($endCursor: String) { x }","variables":{"endCursor":"c1","n":5}}"#)
    }

    @Test func aCachedAnswerYoungerThanTheDurationIsGivenWithoutARequest() throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let kept = ApiCache.encode(HTTPResponse(status: 200, headers: Self.json, body: Data("{\"login\":\"octocat\"}".utf8)),
                                   storedAt: now.addingTimeInterval(-59))
        var environment = ApiModelEnvironment.failing
        environment.now = { now }
        environment.loadCachedAnswer = { _ in kept }
        let bodies = Locked<[String]>([])
        try ApiModel(environment: environment).run(try options(["/user", "--cache", "1m"])) { response, _ in
            bodies.withLock { $0.append(String(decoding: response.body, as: UTF8.self)) }
        }
        #expect(bodies.value == ["{\"login\":\"octocat\"}"])
        #expect(ApiCache.decode(kept, maximumAge: 58, now: now) == nil)
    }

    @Test func badFieldsHeadersAndFlagsAreRefusedBeforeAnyRequest() {
        let spec = ApiOptions.spec, parse = ApiOptions.parse
        #expect(message(spec, parse, ["/user", "-f", "novalue"]) == "invalid key: \"novalue\"")
        #expect(message(spec, parse, ["/user", "-f", "a[b]"]) == "field \"a[b]\" requires a value separated by an '=' sign")
        #expect(message(spec, parse, ["/user", "-F", "a=1", "-F", "a=2"]) == "unexpected override existing field under \"a\"")
        #expect(message(spec, parse, ["/user", "-F", "a=1", "-F", "a[]=2"]) == "expected array type under \"a\", got int")
        #expect(message(spec, parse, ["/user", "-H", "Accept"]) == "header \"Accept\" requires a value separated by ':'")
        #expect(message(spec, parse, ["/user", "--cache", "soon"])?.contains("invalid duration \"soon\"") == true)
        #expect(message(spec, parse, ["-X", "POST", "/x", "--paginate"]) == "the `--paginate` option is not supported for non-GET requests")
        #expect(message(spec, parse, ["/user", "--jq", ".", "--silent"]) == "only one of `--template`, `--jq`, or `--silent` may be specified")
        #expect(message(spec, parse, []) == "accepts 1 arg(s), received 0")
    }

    @Test func durationsReadAsGoReadsThem() {
        #expect(ApiCache.seconds("3600s") == 3600)
        #expect(ApiCache.seconds("60m") == 3600)
        #expect(ApiCache.seconds("1h30m") == 5400)
        #expect(ApiCache.seconds("1.5h") == 5400)
        #expect(ApiCache.seconds("1d") == nil)
        #expect(ApiCache.seconds("") == nil)
    }
}
