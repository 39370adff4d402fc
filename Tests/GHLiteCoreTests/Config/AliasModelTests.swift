import GHLiteCore
import Testing

/// `AliasModel` on `.failing`: a refused alias never reaches the file (writing it would fail the test).
@Suite(.strictDoubles) struct AliasModelTests {
    func model() -> AliasModel {
        var environment = AliasModelEnvironment.failing
        environment.readConfigFile = {
            var file = ConfigFile()
            file.setAlias("bugs", to: "issue list --label bug")
            return file
        }
        return AliasModel(environment: environment)
    }

    @Test(arguments: [
        ("issue", "repo list", "already a gh-lite command"),
        ("repos", "repo list", "already a gh-lite command"),
        ("help", "repo list", "already a gh-lite command"),
        ("--web", "issue list", "an alias cannot start with -"),
        ("two words", "issue list", "an alias is one word"),
        ("x", "echo hi", "expansion does not correspond to a gh-lite command or alias"),
        ("x", "x issue", "expansion does not correspond to a gh-lite command or alias"),
        ("bugs", "issue list", "name already taken! Rerun with --clobber to overwrite"),
    ])
    func aRefusedAliasIsNeverWritten(name: String, expansion: String, refusal: String) {
        #expect(throws: CommandError("could not create alias \(name): \(refusal)")) {
            try model().set(name, to: expansion, shell: false, clobber: false)
        }
    }

    @Test func anAliasMayLeadToAnotherAndAShellOneToAnything() throws {
        let written = Locked<[ConfigFile]>([])
        var model = model()
        model.environment.writeConfigFile = { file in written.withLock { $0.append(file) } }
        #expect(try model.set("mine", to: "bugs -a @me", shell: false, clobber: false) == .added)
        #expect(try model.set("hi", to: "echo hi", shell: true, clobber: false) == .added)
        #expect(try model.set("bugs", to: "issue list", shell: false, clobber: true) == .changed)
        #expect(written.withLock { $0.map { $0.aliases.last!.value } } == ["bugs -a @me", "!echo hi", "issue list"])
    }
}
