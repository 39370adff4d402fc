import Foundation
import Testing

/// `--jq` as a user runs it: the built binary against the GitHub simulator, its results checked against the
/// same command's `--json` output.
@Suite struct JQBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: simulator.environment(configDirectory: home.path))
    }

    func objects(_ run: GHLiteRun) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    let issueList = ["issue", "list", "-R", "octocat/Hello-World", "-L", "100", "--json", "number,title,labels"]

    @Test func selectKeepsTheTitlesOfLabelledIssuesPrintedRaw() throws {
        let issues = try objects(run(issueList))
        let labelled = issues.filter { !(($0["labels"] as? [Any]) ?? []).isEmpty }.compactMap { $0["title"] as? String }
        try #require(!labelled.isEmpty && labelled.count < issues.count)
        let result = try run(issueList + ["--jq", ".[] | select(.labels | length > 0) | .title"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == labelled.map { $0 + "\n" }.joined())
    }

    @Test func tsvGivesOneTabSeparatedRowPerIssue() throws {
        let issues = try objects(run(issueList))
        let result = try run(issueList + ["-q", ".[] | [.number, .title, (.labels | map(.name) | join(\",\"))] | @tsv"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(rows.count == issues.count)
        for (row, issue) in zip(rows, issues) {
            let labels = ((issue["labels"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
            #expect(row == "\(issue["number"] as? Int ?? 0)\t\(issue["title"] as? String ?? "")\t\(labels.joined(separator: ","))")
        }
    }

    @Test func repoListNamesOneALine() throws {
        let repos = try objects(run(["repo", "list", "--json", "name"])).compactMap { $0["name"] as? String }
        try #require(!repos.isEmpty)
        let result = try run(["repo", "list", "--json", "name", "--jq", ".[].name"])
        #expect(result.status == 0)
        #expect(result.stdout == repos.map { $0 + "\n" }.joined())
    }

    @Test func jqWithoutJSONIsRefusedBeforeAnyRequest() throws {
        let result = try run(["issue", "list", "-R", "octocat/Hello-World", "--jq", ".[].title"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("cannot use `--jq` without specifying `--json`\n"))
        #expect(result.stdout.isEmpty)
        #expect(try simulator.requests().isEmpty)
    }

    @Test func inputAndAnUndefinedNameAreRefusedBeforeAnyRequest() throws {
        let input = try run(["issue", "list", "-R", "octocat/Hello-World", "--json", "number", "--jq", "[inputs]"])
        #expect(input.status == 1)
        #expect(input.stderr.hasPrefix("--jq: `inputs` is not supported by gh-lite's jq; pipe the --json output to jq instead\n"))
        let misspelt = try run(["issue", "list", "-R", "octocat/Hello-World", "--json", "number", "--jq", "map(.number) | summ"])
        #expect(misspelt.status == 1)
        #expect(misspelt.stderr.hasPrefix("--jq: summ/0 is not defined\n"))
        #expect(try simulator.requests().isEmpty)
    }

    /// What gh scripts do with gh's gojq: variables, `reduce`, arithmetic, `sort_by`, `group_by`, `@sh`, `if`.
    @Test func reduceArithmeticAndSortingGiveWhatTheJSONHolds() throws {
        let issues = try objects(run(issueList))
        let numbers = issues.compactMap { $0["number"] as? Int }
        try #require(numbers.count > 2)
        let sum = try run(issueList + ["--jq", "reduce .[] as $issue (0; . + $issue.number)"])
        #expect(sum.status == 0 && sum.stderr.isEmpty, "\(sum.stderr)")
        #expect(sum.stdout == "\(numbers.reduce(0, +))\n")
        let sorted = try run(issueList + ["--jq", "sort_by(-.number) | map(.number) | @sh"])
        #expect(sorted.stdout == numbers.sorted(by: >).map(String.init).joined(separator: " ") + "\n")
        let labelled = issues.filter { !(($0["labels"] as? [Any]) ?? []).isEmpty }.count
        try #require(labelled > 0 && labelled < issues.count)
        let counted = try run(issueList + ["--jq", #"group_by(.labels | length > 0) | map("\(length)") | join(",")"#])
        #expect(counted.stdout == "\(issues.count - labelled),\(labelled)\n")
        let halves = try run(issueList + ["--jq", ".[] | if .number % 2 == 0 then \"even\" else \"odd\" end"])
        #expect(halves.stdout == numbers.map { $0 % 2 == 0 ? "even\n" : "odd\n" }.joined())
    }

    /// `^(a+)+$` takes a backtracking matcher 2^36 steps on 36 `a`s and a `!`: gh-lite's answers at once.
    @Test func aCatastrophicRegexOnAHostileTitleAnswersRightAway() throws {
        let numbers = try [String(repeating: "a", count: 37), String(repeating: "a", count: 36) + "!"].map { title in
            let json = try JSONSerialization.data(withJSONObject: ["title": title])
            let created = try simulator.send("POST", "/repos/octocat/Hello-World/issues", json: String(decoding: json, as: UTF8.self))
            return try #require((JSONSerialization.jsonObject(with: Data(created.utf8)) as? [String: Any])?["number"] as? Int)
        }
        let result = try run(issueList + ["--jq", #".[] | select(.title | test("^(a+)+$")) | .number"#])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "\(numbers[0])\n")
    }

    /// 18^5 strings of five titles each: more than the 256 MB every `--jq` run is held to.
    @Test func aFivePartInterpolationOverEighteenTitlesStopsAtTheMemoryCap() throws {
        let fivePart = #""\(.[].title)\(.[].title)\(.[].title)\(.[].title)\(.[].title)""#
        let result = try run(["issue", "list", "-R", "octocat/Hello-World", "-L", "18", "--json", "title", "--jq", fivePart])
        #expect(result.status == 1)
        #expect(result.stderr == #"--jq: the string interpolation `"\(...)"` needs more than 256 MB; "#
            + "narrow the expression or pipe --json output to jq\n")
        #expect(result.stdout.isEmpty)
    }

    /// gh's gojq reads the process's environment: `$ENV.X` and `env.X` give what the calling script set.
    @Test func envAndDollarENVGiveAVariableTheScriptSet() throws {
        var environment = simulator.environment(configDirectory: home.path)
        environment["GH_LITE_JQ_BOARD"] = "octo board"
        let program = #""\($ENV.GH_LITE_JQ_BOARD) #\(.number)", env.GH_LITE_JQ_BOARD, $ENV.GH_LITE_JQ_UNSET"#
        let result = try GHLiteRun.run(["issue", "view", "1", "-R", "octocat/Hello-World", "--json", "number", "--jq", program],
                                       environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "octo board #1\nocto board\n\n")
    }

    @Test func aRuntimeErrorIsOneLineAndExitOne() throws {
        let result = try run(["issue", "view", "1", "-R", "octocat/Hello-World", "--json", "number", "--jq", ".[0]"])
        #expect(result.status == 1)
        #expect(result.stderr == "Cannot index object with number\n")
        #expect(result.stdout.isEmpty)
    }
}
