import GHLiteCore

extension ContainerEnvironment {
    /// An in-memory GitHub with canned data, signed in as `octocat`, at a fixed time. No I/O.
    public static var mock: ContainerEnvironment {
        let data = MockGitHubData.standard
        var environment = ContainerEnvironment()
        environment.gitHub = .mock(data)
        environment.tokens = .memory(StoredAccounts(hosts: ["github.com": .init(
            accounts: [.init(login: "octocat", token: "gho_mock_octocat")], activeLogin: "octocat")]))
        environment.clock.now = { MockGitHubData.epoch }
        environment.clock.sleep = { _ in }
        environment.browser.open = { _ in }
        environment.git.list = { [GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World.git")] }
        environment.files = .memory(Locked([:]))
        environment.editor.edit = { _, text, _ in text }
        environment.deviceFlow = .mock
        environment.interrupts = .never
        environment.outbox = .memory()
        environment.parseMarkdown = PlainMarkdown.parse
        return environment
    }
}
