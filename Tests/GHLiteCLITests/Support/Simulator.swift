import Foundation
import GHLiteCore
import GHLiteLive

/// The bundled GitHub simulator, started on 127.0.0.1 with an ephemeral port for one test (or suite),
/// and stopped when the value goes away.
final class Simulator: @unchecked Sendable {
    static let octocatToken = "gho_simulator_octocat"
    static let hubotToken = "gho_simulator_hubot"

    let process = Process()
    let baseURL: String
    private let session: CurlSession

    /// `certificateFile`: the CA the control requests trust, for a simulator started with `--tls-cert`.
    init(arguments: [String] = [], certificateFile: String? = nil) throws {
        let trust = certificateFile.map { ["SSL_CERT_FILE": $0] } ?? [:]
        session = CurlSession(settings: .init(configuration: Configuration(variables: trust)))
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PackagePaths.simulator.path] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw SimulatorError("the simulator exited before printing its address") }
            line.append(chunk)
        }
        baseURL = String(decoding: line, as: UTF8.self).trimmingWhitespace()
    }

    deinit {
        // SIGKILL: the simulator keeps nothing worth flushing, and a signal mask inherited from the
        // test runner cannot delay it.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Variables that point gh-lite at this simulator, signed in through `GH_TOKEN` unless told otherwise. The git
    /// gh-lite runs to read remotes sees no machine-wide configuration (and no user's: HOME is the test's).
    func environment(token: String? = Simulator.octocatToken, configDirectory: String) -> [String: String] {
        var variables = [
            "GH_LITE_API_URL": baseURL, "GH_LITE_OAUTH_URL": baseURL, "GH_LITE_CLIENT_ID": "Iv1.simulator",
            "GH_LITE_CONFIG_DIR": configDirectory, "HOME": configDirectory, "XDG_CACHE_HOME": configDirectory + "/cache",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
        ]
        variables["GH_TOKEN"] = token
        return variables
    }

    struct RecordedRequest: Decodable {
        var method: String
        var path: String
        var headers: [String: String]
        var body: String
        /// When it arrived, in seconds on the simulator's monotonic clock: only differences mean anything.
        var received: Double
    }

    /// Every API request the simulator has seen (control requests excluded).
    func requests() throws -> [RecordedRequest] {
        let response = try session.send(HTTPRequest(url: baseURL + "/_simulator/requests"))
        return try JSONDecoder().decode([RecordedRequest].self, from: response.body)
    }

    /// The body of a GET as octocat, for building a fault's answer from the simulator's own data (the request
    /// log is cleared after it, so a test counts only what gh-lite sent).
    func body(of path: String) throws -> String {
        let response = try session.send(HTTPRequest(url: baseURL + path,
                                                    headers: HTTPHeaders([("Authorization", "Bearer \(Self.octocatToken)")])))
        try clearRequests()
        return String(decoding: response.body, as: UTF8.self)
    }

    /// The answer to a GraphQL query as octocat, for reading back what gh-lite changed (the request log is cleared
    /// after it, as after `body(of:)`).
    func graphQL(_ query: String) throws -> String {
        let body = try JSONSerialization.data(withJSONObject: ["query": query])
        let response = try session.send(HTTPRequest(method: "POST", url: baseURL + "/graphql", headers: HTTPHeaders([
            ("Authorization", "Bearer \(Self.octocatToken)"), ("Content-Type", "application/json")]), body: body))
        try clearRequests()
        return String(decoding: response.body, as: UTF8.self)
    }

    /// Sends one API request as `token`, for changing GitHub's data behind gh-lite's back (the request log is
    /// cleared after it); throws unless GitHub answered 2xx.
    @discardableResult
    func send(_ method: String, _ path: String, as token: String = Simulator.octocatToken, json: String? = nil) throws -> String {
        let response = try session.send(HTTPRequest(method: method, url: baseURL + path, headers: HTTPHeaders([
            ("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")]), body: json.map { Data($0.utf8) }))
        try clearRequests()
        let body = String(decoding: response.body, as: UTF8.self)
        guard response.isSuccess else { throw SimulatorError("\(method) \(path) answered \(response.status): \(body)") }
        return body
    }

    /// Seconds between each request and the next among `requests`.
    static func gaps(_ requests: [RecordedRequest]) -> [Double] {
        zip(requests, requests.dropFirst()).map { $1.received - $0.received }
    }

    /// The GitHub GraphQL schema the simulator checks every query and answer against, nil when it found none.
    func publishedSchema() throws -> String? {
        struct Health: Decodable { var graphql_schema: String? }
        let response = try session.send(HTTPRequest(url: baseURL + "/_simulator/health"))
        return try JSONDecoder().decode(Health.self, from: response.body).graphql_schema
    }

    func clearRequests() throws {
        _ = try session.send(HTTPRequest(method: "DELETE", url: baseURL + "/_simulator/requests"))
    }

    /// POSTs a JSON control message, e.g. `control("faults", ["status": 503])`.
    func control(_ endpoint: String, _ json: String) throws {
        let response = try session.send(HTTPRequest(method: "POST", url: baseURL + "/_simulator/" + endpoint,
                                                    headers: HTTPHeaders([("Content-Type", "application/json")]),
                                                    body: Data(json.utf8)))
        guard response.isSuccess else {
            throw SimulatorError("control \(endpoint) failed: \(response.status) \(String(decoding: response.body, as: UTF8.self))")
        }
    }
}

struct SimulatorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
