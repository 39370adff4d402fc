import GHLiteCore
import Testing

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(spec: CommandSpec(
        name: "demo", summary: "", usage: "demo [ARG]",
        flags: [FlagSpec("limit", short: "L", .value(placeholder: "int"), help: ""),
                FlagSpec("label", short: "l", .value(placeholder: "name"), help: ""),
                FlagSpec("web", short: "w", help: "")],
        maxPositionals: 1))

    @Test func acceptsEveryFormOfAValue() throws {
        for words in [["--limit", "5"], ["--limit=5"], ["-L", "5"], ["-L5"], ["-L=5"]] {
            #expect(try parser.parse(words).value("limit") == "5", "\(words)")
        }
    }

    @Test func collectsRepeatedAndCommaSeparatedValues() throws {
        let parsed = try parser.parse(["-l", "bug,help wanted", "--label", "ui", "-l", " , "])
        #expect(parsed.list("label") == ["bug", "help wanted", "ui"])
    }

    @Test func separatesSwitchesAndPositionals() throws {
        let parsed = try parser.parse(["octocat/hello", "-w"])
        #expect(parsed.has("web"))
        #expect(parsed.positionals == ["octocat/hello"])
    }

    @Test func doubleDashEndsFlags() throws {
        #expect(try parser.parse(["--", "-w"]).positionals == ["-w"])
    }

    @Test func rejectsUnknownFlagsWithGhsWording() {
        #expect(throws: UsageError("unknown flag: --bogus", usage: "Usage:  gh-lite demo [ARG]")) {
            try parser.parse(["--bogus"])
        }
        #expect(throws: UsageError("unknown shorthand flag: 'x' in -x", usage: "Usage:  gh-lite demo [ARG]")) {
            try parser.parse(["-x"])
        }
    }

    @Test func rejectsAMissingValue() {
        #expect(throws: UsageError("flag needs an argument: --limit", usage: "Usage:  gh-lite demo [ARG]")) {
            try parser.parse(["--limit"])
        }
    }

    @Test func rejectsAValueOnASwitch() {
        #expect(throws: UsageError("flag --web does not take a value", usage: "Usage:  gh-lite demo [ARG]")) {
            try parser.parse(["--web=yes"])
        }
    }

    @Test func rejectsExtraPositionals() {
        #expect(throws: UsageError("unexpected argument: b c", usage: "Usage:  gh-lite demo [ARG]")) {
            try parser.parse(["a", "b", "c"])
        }
    }

    @Test func helpWinsOverOtherMistakes() throws {
        #expect(try parser.parse(["a", "b", "--help"]).has("help"))
    }

    @Test func integerFlagsNameTheFlagWhenNotANumber() throws {
        let parsed = try parser.parse(["-L", "ten"])
        #expect(throws: UsageError("invalid argument \"ten\" for \"--limit\": expected a whole number", usage: "u")) {
            try parsed.integer("limit", usage: "u")
        }
    }
}
