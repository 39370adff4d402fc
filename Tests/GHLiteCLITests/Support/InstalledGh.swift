import Foundation
import Testing

/// gh on PATH, when installed (`Scripts/test` installs it).
let installedGh: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("gh") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

extension InSimulatorWorld {
    /// gh (2.23) run against this world's simulator as octocat: it reaches the simulator as it reaches a GitHub host
    /// through a proxy.
    func runGh(_ arguments: [String]) throws -> GHLiteRun {
        let port = try #require(URL(string: simulator.baseURL)?.port)
        let environment = ["GH_HOST": "github.localhost", "HTTP_PROXY": "http://127.0.0.1:\(port)",
                           "GH_TOKEN": Simulator.octocatToken, "GH_CONFIG_DIR": home.path + "/gh", "HOME": home.path,
                           "GH_NO_UPDATE_NOTIFIER": "1", "GH_PROMPT_DISABLED": "1", "NO_COLOR": "1"]
        return try GHLiteRun.run(arguments, environment: environment, executable: try #require(installedGh))
    }
}
