import Foundation
import Testing

/// One reliability test's world, whose config and cache folders are searched for the token afterwards.
struct FaultScenario: InSimulatorWorld {
    static let token = Simulator.octocatToken

    let world: SimulatorWorld

    init(arguments: [String] = [], certificateFile: String? = nil) throws {
        world = try SimulatorWorld(arguments: arguments, certificateFile: certificateFile)
    }

    var cacheDirectory: String { home.path + "/cache/gh-lite/http" }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        simulator.environment(token: Self.token, configDirectory: home.path).merging(extra) { $1 }
    }

    /// Runs the binary on a thread of its own: a test waiting out a back-off or a stall then holds none of
    /// Swift Testing's few shared threads, so the other tests keep running meanwhile.
    func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> GHLiteRun {
        let environment = environment(extra)
        return try await Self.onOwnThread { try GHLiteRun.run(arguments, environment: environment) }
    }

    /// `run`, and how long the binary took (timed on its own thread, so a busy test pool does not count).
    func timedRun(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> (GHLiteRun, TimeInterval) {
        let environment = environment(extra)
        return try await Self.onOwnThread {
            let started = Date()
            let result = try GHLiteRun.run(arguments, environment: environment)
            return (result, Date().timeIntervalSince(started))
        }
    }

    /// `run` on a pseudo-terminal, colour off so any escape sequence in the output is one gh-lite let through.
    func runInTerminal(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> GHLiteRun {
        let environment = environment(extra.merging(["NO_COLOR": "1"]) { $1 })
        return try await Self.onOwnThread { try GHLiteRun.runInTerminal(arguments, environment: environment) }
    }

    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// Adds one scripted fault rule (see Scripts/simulator/faults/faults.py).
    func fault(_ json: String) throws {
        try simulator.control("faults", json)
    }

    func requests() throws -> [Simulator.RecordedRequest] { try simulator.requests() }

    /// `METHOD path` of every request the simulator saw, in order.
    func sent() throws -> [String] { try requests().map { "\($0.method) \($0.path)" } }

    /// The token appears in no output and in no file gh-lite left under the config and cache folders
    /// (`hosts.json`, the token store itself, excepted when `allowingTokenFile`).
    func expectNoTokenLeak(_ runs: [GHLiteRun], allowingTokenFile: Bool = false,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        for run in runs {
            #expect(!run.stdout.contains(Self.token), "token on stdout", sourceLocation: sourceLocation)
            #expect(!run.stderr.contains(Self.token), "token on stderr", sourceLocation: sourceLocation)
        }
        for file in try files() where !(allowingTokenFile && file.hasSuffix("/hosts.json")) {
            let contents = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(contents.range(of: Data(Self.token.utf8)) == nil, "token in \(file)", sourceLocation: sourceLocation)
        }
    }

    /// Every regular file under the test's home.
    func files(under folder: String? = nil) throws -> [String] {
        let root = folder ?? home.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.map { root + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}

/// The simulator's address as `host:port`, as gh-lite's messages name it.
extension Simulator {
    var hostAndPort: String { String(baseURL.split(separator: "/").last ?? "") }
    var port: String { String(baseURL.split(separator: ":").last ?? "") }
}
