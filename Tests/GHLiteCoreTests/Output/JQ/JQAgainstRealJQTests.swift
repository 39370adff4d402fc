import Foundation
@testable import GHLiteCore
import Testing

private let installedJQ: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("jq") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// The subset gives what jq 1.6 gives for the same program and input, compared as compact JSON with sorted keys
/// (`jq -c -S`); skipped when no `jq` is on PATH.
@Suite(.strictDoubles, .enabled(if: installedJQ != nil, "jq is not installed"))
struct JQAgainstRealJQTests {
    static let input = #"""
        [{"number": 3, "title": "Crash \"quoted\" on start", "labels": [{"name": "bug"}, {"name": "p1"}],
          "author": {"login": "octocat"}, "milestone": null, "closed": false, "body": "line one\nline\ttwo \\ three"},
         {"number": 1, "title": "Docs: ünïcödé ✓", "labels": [], "author": {"login": "hubot"}, "milestone": {"title": "v1"},
          "closed": true, "body": ""},
         {"number": 2, "title": "Add --jq", "labels": [{"name": "enhancement"}], "author": {"login": "octocat"},
          "milestone": null, "closed": false, "body": null}]
        """#

    static let programs = [
        ".", ".[0]", ".[-1].title", ".[1:]", ".[:-1] | length", ".[].number", ".[] | .author.login",
        #".[] | select(.author.login == "octocat") | .number"#, ".[] | select(.labels | length > 0) | .title",
        ".[] | select(.closed | not) | .number", ".[] | select(.number >= 2 and .closed == false) | .title",
        ".[] | select(.number < 2 or .number > 2) | .number", ".[] | select(.number != 1) | .number",
        ".[] | select(.number <= 2) | .number", "map(.number)", "map(.labels[].name)", "[.[].labels[].name] | join(\", \")",
        ".[0] | keys", ".[0].labels | keys", ".[] | .milestone.title // \"none\"", ".[] | .body // \"empty\"",
        #".[] | select(.title | test("crash"; "i")) | .number"#, #".[] | .title | test("^D")"#,
        #".[] | select(.labels | contains([{"name": "bug"}])) | .number"#, #".[] | .title | contains("Crash")"#,
        "first, last", "first(.[].number), last(.[].number)", ##".[] | "#\(.number) \(.title) by \(.author.login)""##,
        ".[] | [.number, .title, .closed, .milestone.title] | @tsv", ".[] | [.number, .title, .body] | @tsv",
        ".[] | [.number, .title, .closed, .milestone.title] | @csv", ".[] | {number, title, who: .author.login}",
        ".[] | {(.author.login): .number}", "[.[] | .number] | .[1:2]", ".[0].title[0:5]", ".[]?", ".[0].title?",
        "(.[0], .[1]) | .number", "[.[] | .labels[]?.name]", ".[] | [.labels[].name] | length",
        "[.[].number] == [3, 1, 2]", ".[] | .closed and .number > 1", #""\(.[0].labels)""#, "[.[] | .number, .title]",
        ".[0] | .labels | map(.name) | first", ".[] | .number | . == 1, . != 1", "null | length", ".[2].body | length",
        "[(1,2) == (1,2)]", #""x\((1,2))y\((3,4))""#, "{a: (1,2), b: (3,4)}", "[.[] | .milestone] | map(. // 0)",
    ]

    func jq(_ program: String) throws -> [String] {
        let process = Process()
        process.executableURL = installedJQ
        process.arguments = ["-c", "-S", program]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(Self.input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "jq failed on \(program)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test(arguments: programs)
    func givesWhatJqGives(program: String) throws {
        let ours = try JQFilter(program).results(for: JSONValue(json: Self.input)).map { $0.serialized() }
        #expect(ours == (try jq(program)))
    }
}
