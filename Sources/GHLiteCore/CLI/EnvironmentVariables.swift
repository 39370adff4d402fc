/// The environment variables gh-lite reads, declared once for the root help and the man pages.
enum EnvironmentVariables {
    struct Variable: Sendable {
        var names: String
        var meaning: String
        /// Read only by commands that work on a repository (those with `--repo`).
        var repositoryOnly = false
    }

    static let all: [Variable] = [
        Variable(names: "GH_TOKEN, GITHUB_TOKEN", meaning: "a token for github.com to use instead of the stored one"),
        Variable(names: "GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN",
                 meaning: "the same for the Enterprise server GH_HOST names"),
        Variable(names: "GH_HOST", meaning: "the GitHub host (default github.com)"),
        Variable(names: "GH_REPO", meaning: "the repository to use when none is named", repositoryOnly: true),
        Variable(names: "NO_COLOR, CLICOLOR_FORCE", meaning: "turn colour off, or force it on"),
        Variable(names: "GH_PAGER, PAGER", meaning: "a pager for output on a terminal, e.g. less (empty or cat: none)"),
        Variable(names: "GH_DEBUG=api", meaning: "show every request and response (the token masked)"),
    ]
}
