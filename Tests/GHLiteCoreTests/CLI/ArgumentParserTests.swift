import GHLiteCore
import Testing

@Suite(.strictDoubles) struct ArgumentParserTests {
    static let limit = Flag.integer("limit", short: "L", help: "")
    static let label = Flag.list("label", short: "l", help: "")
    static let web = Flag.switch("web", short: "w", help: "")
    static let state = Flag<IssuesQuery.State?>.choice("state", short: "s", help: "")
    static let title = Flag.text("title", short: "t", help: "")

    let parser = ArgumentParser(spec: CommandSpec(
        name: "demo", summary: "", usage: "demo [ARG]", flags: [limit, label, web, state, title], maxPositionals: 1))
    let usage = "Usage:  gh-lite demo [ARG]"

    @Test func acceptsEveryFormOfAValue() throws {
        for words in [["--limit", "5"], ["--limit=5"], ["-L", "5"], ["-L5"], ["-L=5"]] {
            #expect(try parser.parse(words)[Self.limit] == 5, "\(words)")
        }
    }

    @Test func anAbsentFlagHasItsDefault() throws {
        let parsed = try parser.parse([])
        #expect(try parsed[Self.limit] == nil && parsed[Self.label] == nil && parsed[Self.state] == nil)
        #expect(try !parsed[Self.web])
        #expect(!parsed.isGiven(Self.web))
    }

    @Test func theLastOfARepeatedValueWins() throws {
        #expect(try parser.parse(["-t", "one", "--title", "two"])[Self.title] == "two")
    }

    @Test func collectsRepeatedAndCommaSeparatedValues() throws {
        let parsed = try parser.parse(["-l", "bug,help wanted", "--label", "ui", "-l", " , "])
        #expect(try parsed[Self.label] == ["bug", "help wanted", "ui"])
    }

    @Test func separatesSwitchesAndPositionals() throws {
        let parsed = try parser.parse(["octocat/hello", "-w"])
        #expect(try parsed[Self.web])
        #expect(parsed.positionals == ["octocat/hello"])
    }

    @Test func doubleDashEndsFlags() throws {
        #expect(try parser.parse(["--", "-w"]).positionals == ["-w"])
    }

    @Test func rejectsUnknownFlagsWithGhsWording() {
        #expect(throws: UsageError("unknown flag: --bogus", usage: usage)) { try parser.parse(["--bogus"]) }
        #expect(throws: UsageError("unknown shorthand flag: 'x' in -x", usage: usage)) { try parser.parse(["-x"]) }
    }

    @Test func rejectsAMissingValue() {
        #expect(throws: UsageError("flag needs an argument: --limit", usage: usage)) { try parser.parse(["--limit"]) }
    }

    @Test func rejectsAValueOnASwitch() {
        #expect(throws: UsageError("flag --web does not take a value", usage: usage)) { try parser.parse(["--web=yes"]) }
    }

    @Test func rejectsExtraPositionals() {
        #expect(throws: UsageError("unexpected argument: b c", usage: usage)) { try parser.parse(["a", "b", "c"]) }
    }

    @Test func helpWinsOverOtherMistakes() throws {
        #expect(try parser.parse(["a", "b", "--help"]).isGiven(GlobalFlags.help))
        #expect(try parser.parse(["-h"]).isGiven(GlobalFlags.help))
    }

    @Test func aValueOfTheWrongTypeIsAUsageErrorNamingTheFlag() throws {
        let parsed = try parser.parse(["-L", "ten", "-s", "merged"])
        #expect(throws: UsageError("invalid argument \"ten\" for \"--limit\": expected a whole number", usage: usage)) {
            try parsed[Self.limit]
        }
        #expect(throws: UsageError("invalid argument \"merged\" for \"--state\": valid values are {open|closed|all}",
                                   usage: usage)) {
            try parsed[Self.state]
        }
    }

    @Test func aChoiceIgnoresCase() throws {
        #expect(try parser.parse(["-s", "CLOSED"])[Self.state] == .closed)
    }

    @Test func aCommandThatUsesDashHForItselfKeepsOnlyDashDashHelp() throws {
        let hostname = Flag.text("hostname", short: "h", help: "")
        let spec = CommandSpec(name: "token", summary: "", usage: "auth token", flags: [hostname], maxPositionals: 0)
        let parsed = try ArgumentParser(spec: spec).parse(["-h", "ghe.example.com"])
        #expect(try parsed[hostname] == "ghe.example.com")
        #expect(!parsed.isGiven(GlobalFlags.help))
        #expect(try ArgumentParser(spec: spec).parse(["--help"]).isGiven(GlobalFlags.help))
    }
}
