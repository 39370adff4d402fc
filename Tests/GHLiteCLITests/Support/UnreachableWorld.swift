import Foundation

/// A home whose simulator is stopped (its port refuses connections, so nothing can have been sent); `up` starts
/// it again on the same port.
struct UnreachableWorld {
    let home: TemporaryDirectory
    let environment: [String: String]
    let port: String

    init() throws {
        home = try TemporaryDirectory()
        let down = try Simulator()
        environment = down.environment(configDirectory: home.path).merging(["GH_LITE_WRITE_INTERVAL_MS": "10"]) { $1 }
        port = down.port
    }

    /// A short budget for the retries of a connection that never opens.
    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: environment.merging(["GH_LITE_TIMEOUT": "1"]) { $1 })
    }

    func up() throws -> Simulator { try Simulator(arguments: ["--port", port]) }
}
