import GHLiteCore

extension ContainerEnvironment {
    /// An in-memory GitHub with canned data, signed in as `octocat`, at a fixed time. No I/O.
    public static var mock: ContainerEnvironment {
        let data = MockGitHubData.standard
        return ContainerEnvironment(
            gitHub: .mock(data),
            tokens: .memory(StoredAccounts(hosts: ["github.com": .init(
                accounts: [.init(login: "octocat", token: "gho_mock_octocat")], activeLogin: "octocat")])),
            clock: Clock(now: { MockGitHubData.epoch }, sleep: { _ in }),
            browser: Browser(open: { _ in }),
            git: GitRemotes(list: { [GitRemote(name: "origin", url: "https://github.com/octocat/Hello-World.git")] }),
            files: .memory(Locked([:])),
            editor: Editor(edit: { _, text, _ in text }),
            deviceFlow: .mock,
            interrupts: .never,
            outbox: .memory())
    }
}
