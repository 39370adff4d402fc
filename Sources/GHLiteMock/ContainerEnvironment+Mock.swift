import GHLiteCore

extension ContainerEnvironment {
    /// An in-memory GitHub with canned data, signed in as `octocat`, at a fixed time. No I/O.
    public static var mock: ContainerEnvironment {
        let data = MockGitHubData.standard
        let tokens = Locked<[String: String]>(["github.com": "gho_mock_octocat"])
        return ContainerEnvironment(
            gitHub: .mock(data),
            tokens: TokenStore(
                read: { key in tokens.withLock { $0[key] } },
                write: { key, token in tokens.withLock { $0[key] = token } },
                delete: { key in tokens.withLock { $0.removeValue(forKey: key) != nil } },
                location: "memory"),
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
