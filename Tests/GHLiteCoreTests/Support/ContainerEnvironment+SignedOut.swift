import GHLiteCore
import GHLiteMock

extension ContainerEnvironment {
    /// `.failing`, signed out: a list or a view finds no outbox to show over the issues.
    static var signedOut: ContainerEnvironment {
        var environment = ContainerEnvironment.failing
        environment.tokens = .memory()
        return environment
    }
}
