import GHLiteCore
import Testing

@Suite(.strictDoubles) struct LabelOptionsTests: OptionsParsing {
    @Test func listDefaultsAndEveryFlag() throws {
        let defaults = try parse(LabelListOptions.spec, LabelListOptions.parse, [])
        #expect(defaults.limit == 30)
        #expect(defaults.query == LabelConnectionQuery(search: nil, sort: .created, order: .asc))
        let options = try parse(LabelListOptions.spec, LabelListOptions.parse,
                                ["-R", "octocat/Hello-World", "-L", "5", "--sort", "NAME", "--order", "desc",
                                 "--json", "name,isDefault"])
        #expect(options.repository == RepoRef(owner: "octocat", name: "Hello-World"))
        #expect(options.limit == 5)
        #expect(options.query == LabelConnectionQuery(sort: .name, order: .desc))
        #expect(options.json?.fields == ["name", "isDefault"])
        #expect(try parse(LabelListOptions.spec, LabelListOptions.parse, ["-S", "bug"]).query.search == "bug")
        #expect(try parse(LabelListOptions.spec, LabelListOptions.parse, ["-w"]).web)
    }

    @Test func listRefusesBadValues() {
        let spec = LabelListOptions.spec, parse = LabelListOptions.parse
        #expect(message(spec, parse, ["-L", "0"]) == "invalid limit: 0")
        #expect(message(spec, parse, ["--sort", "updated"])?.contains("valid values are {created|name}") == true)
        #expect(message(spec, parse, ["--order", "up"])?.contains("valid values are {asc|desc}") == true)
        #expect(message(spec, parse, ["--search", "x", "--order", "asc"]) == "cannot specify `--order` or `--sort` with `--search`")
        #expect(message(spec, parse, ["--json", "nope"])?.contains("unknown JSON field: \"nope\"") == true)
        #expect(message(spec, parse, ["--web", "--json", "name"]) == "cannot use `--web` with `--json`")
    }

    @Test func createReadsColourWithOrWithoutHash() throws {
        let options = try parse(LabelCreateOptions.spec, LabelCreateOptions.parse,
                                ["bug", "-c", "#E99695", "-d", "Broken", "-f"])
        #expect(options.name == "bug")
        #expect(options.color == "E99695")
        #expect(options.description == "Broken")
        #expect(options.force)
        #expect(try parse(LabelCreateOptions.spec, LabelCreateOptions.parse, ["bug", "--color", "e99695"]).color == "e99695")
        #expect(try parse(LabelCreateOptions.spec, LabelCreateOptions.parse, ["bug"]).color == nil)
    }

    @Test func createRefusesBadColoursAndMissingNames() {
        let spec = LabelCreateOptions.spec, parse = LabelCreateOptions.parse
        for color in ["abc", "#12345", "1234567", "gggggg", "##123456"] {
            #expect(message(spec, parse, ["x", "-c", color]) == "invalid color \"\(color)\": use 6 hex digits, such as E99695 or #E99695")
        }
        #expect(message(spec, parse, []) == "cannot create label: name argument required")
        #expect(message(spec, parse, ["  "]) == "a label name cannot be blank")
    }

    @Test func editNeedsSomethingToChange() throws {
        let spec = LabelEditOptions.spec, parse = LabelEditOptions.parse
        let options = try self.parse(spec, parse, ["bug", "-n", "defect", "-c", "#000000", "-d", ""])
        #expect(options.fields == LabelFields(name: "defect", color: "000000", description: ""))
        #expect(message(spec, parse, ["bug"]) == "specify at least one of `--color`, `--description`, or `--name`")
        #expect(message(spec, parse, ["bug", "-n", " "]) == "a label name cannot be blank")
        #expect(message(spec, parse, []) == "cannot update label: name argument required")
    }

    @Test func deleteAndClone() throws {
        #expect(try parse(LabelDeleteOptions.spec, LabelDeleteOptions.parse, ["bug", "--yes"]).confirmed)
        #expect(message(LabelDeleteOptions.spec, LabelDeleteOptions.parse, []) == "cannot delete label: name argument required")
        let clone = try parse(LabelCloneOptions.spec, LabelCloneOptions.parse, ["cli/cli", "-f", "-R", "octocat/cli"])
        #expect(clone.source == RepoRef(owner: "cli", name: "cli"))
        #expect(clone.repository == RepoRef(owner: "octocat", name: "cli"))
        #expect(clone.force)
        #expect(message(LabelCloneOptions.spec, LabelCloneOptions.parse, [])
                == "cannot clone labels: source-repository argument required")
        #expect(message(LabelCloneOptions.spec, LabelCloneOptions.parse, ["nope"]) != nil)
    }
}
