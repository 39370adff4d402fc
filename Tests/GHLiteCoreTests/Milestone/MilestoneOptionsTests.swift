@testable import GHLiteCore
import Testing

@Suite(.strictDoubles) struct MilestoneOptionsTests: OptionsParsing {
    @Test func listDefaultsAndEveryFlag() throws {
        let defaults = try parse(MilestoneListOptions.spec, MilestoneListOptions.parse, [])
        #expect((defaults.state, defaults.sort, defaults.limit) == (.open, .dueOn, 30))
        #expect(defaults.json == nil)
        let options = try parse(MilestoneListOptions.spec, MilestoneListOptions.parse,
                                ["-R", "octocat/Hello-World", "-s", "ALL", "--sort", "completeness", "-L", "5",
                                 "--json", "number,progress,dueOn"])
        #expect(options.repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect((options.state, options.sort, options.limit) == (.all, .completeness, 5))
        #expect(options.json?.fields == ["number", "progress", "dueOn"])
        #expect(try parse(MilestoneListOptions.spec, MilestoneListOptions.parse, ["--state", "closed", "--sort", "title"]).sort == .title)
    }

    @Test func listRefusesBadValues() {
        let spec = MilestoneListOptions.spec, parse = MilestoneListOptions.parse
        #expect(message(spec, parse, ["-s", "done"])?.contains("valid values are {open|closed|all}") == true)
        #expect(message(spec, parse, ["--sort", "created"])?.contains("valid values are {due_on|completeness|title}") == true)
        #expect(message(spec, parse, ["-L", "0"]) == "invalid limit: 0")
        #expect(message(spec, parse, ["--json", "labels"])?.contains("unknown JSON field: \"labels\"") == true)
        #expect(message(spec, parse, ["extra"]) != nil)
    }

    @Test func viewTakesANumberOrATitleAndALimit() throws {
        let options = try parse(MilestoneViewOptions.spec, MilestoneViewOptions.parse, ["v1.0", "-L", "5"])
        #expect((options.milestone, options.limit) == ("v1.0", 5))
        #expect(message(MilestoneViewOptions.spec, MilestoneViewOptions.parse, [])
                == "cannot view milestone: number or title argument required")
        #expect(message(MilestoneViewOptions.spec, MilestoneViewOptions.parse, [" "]) == "a milestone title cannot be blank")
        #expect(message(MilestoneViewOptions.spec, MilestoneViewOptions.parse, ["1", "-L", "-1"]) == "invalid limit: -1")
    }

    @Test func createReadsDescriptionAndAStrictDueDate() throws {
        let options = try parse(MilestoneCreateOptions.spec, MilestoneCreateOptions.parse,
                                ["v2.1", "-d", "Autumn", "--due", "2024-02-29"])
        #expect(options.fields == MilestoneFields(title: "v2.1", description: "Autumn", due: .on("2024-02-29")))
        for bad in ["2025-02-29", "2025-2-3", "2025-13-01", "tomorrow", "2025-01-01T00:00:00Z", "+025-01-01"] {
            #expect(message(MilestoneCreateOptions.spec, MilestoneCreateOptions.parse, ["x", "--due", bad])
                    == "invalid argument \"\(bad)\" for \"--due\": expected a date as YYYY-MM-DD")
        }
        #expect(message(MilestoneCreateOptions.spec, MilestoneCreateOptions.parse, [])
                == "cannot create milestone: title argument required")
    }

    @Test func editNeedsAChangeAndRefusesDueWithNoDue() throws {
        let spec = MilestoneEditOptions.spec, parse = MilestoneEditOptions.parse
        let options = try self.parse(spec, parse, ["3", "-t", "v3", "-d", "", "--no-due"])
        #expect(options.milestone == "3")
        #expect(options.fields == MilestoneFields(title: "v3", description: "", due: MilestoneFields.Due.none))
        #expect(try self.parse(spec, parse, ["3", "--due", "2025-10-01"]).fields.due == .on("2025-10-01"))
        #expect(message(spec, parse, ["3"]) == "specify at least one of `--title`, `--description`, `--due` or `--no-due`")
        #expect(message(spec, parse, ["3", "--due", "2025-10-01", "--no-due"]) == "specify only one of `--due` or `--no-due`")
        #expect(message(spec, parse, ["3", "-t", " "]) == "a milestone title cannot be blank")
        #expect(message(spec, parse, ["3", "--due", "10/01/2025"])?.contains("for \"--due\"") == true)
    }

    @Test func closeReopenAndDeleteNameTheirMilestone() throws {
        let close = try parse(MilestoneCloseOptions.close.spec, MilestoneCloseOptions.parser(state: "closed", verb: "close"), ["v1.0"])
        #expect((close.milestone, close.state) == ("v1.0", "closed"))
        #expect(message(MilestoneCloseOptions.reopen.spec, MilestoneCloseOptions.parser(state: "open", verb: "reopen"), [])
                == "cannot reopen milestone: number or title argument required")
        let delete = try parse(MilestoneDeleteOptions.spec, MilestoneDeleteOptions.parse, ["#2", "--yes", "-R", "o/r"])
        #expect((delete.milestone, delete.confirmed, delete.repository) == ("#2", true, RepoRef(owner: "o", name: "r")))
        #expect(try parse(MilestoneDeleteOptions.spec, MilestoneDeleteOptions.parse, ["2"]).confirmed == false)
    }
}
