import GHLiteCore

extension IssueModelEnvironment {
    /// `.failing` for a repository with no mirror: lists ask GitHub, as `bound` does without one.
    static var withoutMirror: IssueModelEnvironment {
        var environment = IssueModelEnvironment.failing
        environment.refreshMirror = { _ in nil }
        environment.selectMirrored = { _ in nil }
        return environment
    }
}
