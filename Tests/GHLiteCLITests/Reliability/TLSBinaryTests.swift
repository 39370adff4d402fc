import Foundation
import Testing

/// HTTPS with verification always on: a throwaway CA (made with `openssl` for each test) signs the simulator's
/// certificate for 127.0.0.1 and localhost. Untrusted, it is a clear TLS error; trusted through SSL_CERT_FILE
/// or SSL_CERT_DIR, everything works, over one kept-alive connection.
@Suite struct TLSBinaryTests {
    /// A CA and a server certificate signed by it, in a private folder.
    struct Certificates {
        let folder: TemporaryDirectory
        var authority: String { folder.path + "/ca.pem" }
        var certificate: String { folder.path + "/server.pem" }
        var key: String { folder.path + "/server.key" }
        /// A hashed folder holding only the CA, as SSL_CERT_DIR expects.
        var authorityFolder: String { folder.path + "/trusted" }

        init() throws {
            folder = try TemporaryDirectory()
            try "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
                .write(toFile: folder.path + "/server.ext", atomically: true, encoding: .utf8)
            let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
            try Self.openssl(["req", "-x509"] + curve + ["-keyout", "ca.key", "-out", "ca.pem", "-days", "1",
                                                         "-subj", "/CN=gh-lite test CA"], in: folder.path)
            try Self.openssl(["req"] + curve + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"],
                             in: folder.path)
            try Self.openssl(["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                              "-out", "server.pem", "-days", "1", "-extfile", "server.ext"], in: folder.path)
            try FileManager.default.createDirectory(atPath: authorityFolder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: authority, toPath: authorityFolder + "/ca.pem")
            try Self.openssl(["rehash", authorityFolder], in: folder.path)
        }

        static func openssl(_ arguments: [String], in directory: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["openssl"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw SimulatorError("openssl \(arguments.joined(separator: " ")) failed")
            }
        }
    }

    let certificates: Certificates
    let scenario: FaultScenario

    init() throws {
        certificates = try Certificates()
        scenario = try FaultScenario(arguments: ["--tls-cert", certificates.certificate, "--tls-key", certificates.key],
                                     certificateFile: certificates.authority)
    }

    /// What the tests here rest on: the port speaks TLS only. Trusted, https works; the same port over plain http
    /// gets no HTTP answer at all (a sign-in request, sent once: a POST is not tried again).
    @Test func theSimulatorServesOnlyHTTPS() async throws {
        let trusted = scenario.environment(["SSL_CERT_FILE": certificates.authority])
        let secure = try GHLiteRun.run(["repos", "-L", "1"], environment: trusted)
        #expect(secure.status == 0, "\(secure.stderr)")
        #expect(try scenario.sent() == ["GET /user/repos?affiliation=owner&sort=pushed&per_page=1"])
        try scenario.simulator.clearRequests()

        var environment = trusted
        environment["GH_TOKEN"] = nil
        environment["GH_LITE_OAUTH_URL"] = "http://" + scenario.simulator.hostAndPort
        let plain = try GHLiteRun.run(["auth", "login"], environment: environment)
        #expect(plain.status == 1)
        #expect(plain.stderr.contains(scenario.simulator.hostAndPort), "\(plain.stderr)")
        #expect(!plain.stderr.contains("HTTP "), "\(plain.stderr)")
        #expect(try scenario.requests().isEmpty)
    }

    @Test func anUntrustedCertificateIsAClearTLSErrorNamingTheHostAndSSLCertFile() async throws {
        let result = try await scenario.run(["issues", "octocat/Hello-World"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("TLS error talking to \(scenario.simulator.hostAndPort): the certificate could not be verified ("))
        #expect(result.stderr.hasSuffix("; check SSL_CERT_FILE/SSL_CERT_DIR\n"))
        // The handshake failed, so no request (and no token) ever reached the server.
        #expect(try scenario.requests().isEmpty)
        try scenario.expectNoTokenLeak([result])
    }

    @Test(arguments: ["SSL_CERT_FILE", "SSL_CERT_DIR"])
    func aTrustedAuthorityWorksAcrossPagesOverHTTPS(variable: String) async throws {
        let trust = variable == "SSL_CERT_FILE" ? certificates.authority : certificates.authorityFolder
        // People's names come only from the cursors, one page after another.
        let result = try await scenario.run(["issues", "octocat/big", "-s", "all", "-L", "250", "--json", "number,author"], [variable: trust])
        #expect(result.status == 0, "\(result.stderr)")
        let numbers = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(numbers?.count == 250)
        #expect(try scenario.sent() == Array(repeating: "POST /graphql", count: 3))
        #expect(try scenario.requests().allSatisfy { $0.headers["authorization"] == "Bearer \(FaultScenario.token)" })
        try scenario.expectNoTokenLeak([result])
    }

    /// REST pages (a search) are found through `Link` headers, which name https addresses.
    @Test func linkPagesAreFollowedOverHTTPS() async throws {
        let result = try await scenario.run(["issues", "octocat/big", "-S", "no:assignee", "-s", "all", "-L", "150", "--json", "number"],
                                            ["SSL_CERT_FILE": certificates.authority])
        #expect(result.status == 0, "\(result.stderr)")
        let numbers = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(numbers?.count == 150)
        let requests = try scenario.requests()
        #expect(requests.count == 2)
        #expect(requests.first?.path.hasPrefix("/search/issues?") == true)
        // The second address is the `Link` header's, with the page.
        #expect(requests.last.map { $0.path.hasPrefix("/search/issues?") && $0.path.hasSuffix("&page=2") } == true)
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer \(FaultScenario.token)" })
        try scenario.expectNoTokenLeak([result])
    }

    /// On an issue view, a GET (redirects are followed for GETs only).
    @Test func aRedirectFromHTTPSToPlainHTTPIsRefused() async throws {
        let target = "http://127.0.0.1:\(scenario.simulator.port)/repositories/1296269/issues/1"
        try scenario.fault(#"{"method": "GET", "path": "^/repos/octocat/Hello-World/issues/1$", "action": "redirect", "status": 301, "location": "\#(target)"}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World", "1"], ["SSL_CERT_FILE": certificates.authority])
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to follow a redirect from https to plain http: \(target)\n")
        #expect(try scenario.sent() == ["GET /repos/octocat/Hello-World/issues/1"])
        try scenario.expectNoTokenLeak([result])
    }

    /// A `Link` is refused by the same rule as a redirect (a search is a REST list with `Link` pages).
    @Test func aNextPageLinkFromHTTPSToPlainHTTPIsRefused() async throws {
        let target = "http://127.0.0.1:\(scenario.simulator.port)/repositories/1296269/issues?labels=bug&page=2"
        try scenario.fault(#"{"method": "GET", "path": "/issues", "action": "next_link", "url": "\#(target)"}"#)
        let result = try await scenario.run(["issues", "octocat/Hello-World", "-S", "label:bug", "-L", "100"],
                                            ["SSL_CERT_FILE": certificates.authority])
        #expect(result.status == 1)
        #expect(result.stderr == "refusing to follow a next-page link from https to plain http: \(target)\n")
        let sent = try scenario.sent()
        #expect(sent.count == 1 && sent[0].hasPrefix("GET /search/issues?"), "\(sent)")
        try scenario.expectNoTokenLeak([result])
    }
}

