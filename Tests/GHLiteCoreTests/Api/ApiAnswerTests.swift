import Foundation
@testable import GHLiteCore
import Testing

@Suite(.strictDoubles) struct ApiAnswerTests {
    func error(_ json: String, status: Int = 422) -> String? {
        ApiAnswer.serverError(in: Data(json.utf8), status: status)
    }

    @Test func githubsErrorsAreWordedAsGhWordsThem() {
        #expect(error(#"{"message":"Not Found","documentation_url":"x"}"#, status: 404) == "Not Found (HTTP 404)")
        #expect(error(#"{"message":"Validation Failed","errors":"title is missing"}"#) == "title is missing (Validation Failed)")
        #expect(error(#"{"errors":[{"message":"Field 'x' doesn't exist"},"plain words"]}"#, status: 200)
                == "Field 'x' doesn't exist\nplain words")
        #expect(error(#"{"data":{"viewer":{"login":"octocat"}}}"#, status: 200) == nil)
        #expect(error("not json", status: 500) == nil)
    }

    @Test func theCursorIsTheFirstPageInfosWhileItHasANextPage() throws {
        let more = try #require(ApiJSON.parse(Data(#"{"data":{"r":{"l":{"pageInfo":{"hasNextPage":true,"endCursor":"c2"}}}}}"#.utf8)))
        #expect(ApiAnswer.endCursor(in: more) == "c2")
        let last = try #require(ApiJSON.parse(Data(#"{"data":{"r":{"l":{"pageInfo":{"hasNextPage":false,"endCursor":"c3"}}}}}"#.utf8)))
        #expect(ApiAnswer.endCursor(in: last) == nil)
    }

    @Test func includeNamesHeadersAsGoDoesAndDropsWhatDecodingMadeUntrue() {
        let response = HTTPResponse(status: 404, headers: HTTPHeaders([
            ("x-github-request-id", "AB"), ("content-type", "application/json"), ("Content-Encoding", "gzip"),
            ("Content-Length", "12"), ("Vary", "Accept"), ("vary", "Cookie")]))
        #expect(ApiAnswer.head(of: response) == "HTTP/1.1 404 Not Found\nContent-Type: application/json\r\n"
                + "Vary: Accept, Cookie\r\nX-Github-Request-Id: AB\r\n\r\n")
    }

    @Test func aTerminalSeesTheJSONIndentedWithNumbersAndStringsAsWritten() {
        let body = Data(#"{"a":[1.50,{}],"b":"x, {y}: z","c":[]}"#.utf8)
        #expect(ApiJSONIndent.indented(body) == "{\n  \"a\": [\n    1.50,\n    {}\n  ],\n  \"b\": \"x, {y}: z\",\n  \"c\": []\n}\n")
    }

    /// A text from a stranger: on a terminal its escape sequences are shown, not obeyed; piped, the bytes are GitHub's.
    @Test func aHostileAnswerIsNeutralisedOnATerminalAndKeptExactWhenPiped() throws {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let response = HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", "text/plain")]),
                                    body: Data((hostile + "hi $(rm -rf ~)").utf8))
        for terminal in [true, false] {
            let io = MemoryIO(terminal: terminal)
            let destination = ExportDestination(isTerminal: terminal, width: 80, style: TerminalStyle(enabled: false), now: { Date(timeIntervalSince1970: 0) })
            try ApiOutput(options: ApiOptions(endpoint: "/x"), destination: destination, io: io.io)
                .write(response, hasNextPage: false)
            #expect(io.output.contains("\u{1B}") == !terminal, "\(io.output)")
            #expect(io.output.contains("hi $(rm -rf ~)"))
        }
    }
}
