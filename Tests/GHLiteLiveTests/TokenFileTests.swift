import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The live token store on a real file system: private modes, atomic replacement, clear errors.
@Suite struct TokenFileTests {
    let root: URL
    var directory: String { root.path + "/config/gh-lite" }
    var path: String { directory + "/hosts.json" }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func inode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }

    func add(_ store: TokenStore, _ host: String, _ login: String, _ token: String) throws {
        try store.update { $0.add(host: host, login: login, token: token) }
    }

    func remove(_ store: TokenStore, _ host: String, _ login: String?) throws -> Bool {
        var removed = false
        try store.update { removed = $0.remove(host: host, login: login) }
        return removed
    }

    /// The file's `hosts` object, to compare with a literal.
    func hosts() throws -> NSDictionary? {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? NSDictionary
        return json?["hosts"] as? NSDictionary
    }

    @Test func theFirstWriteMakesA0700DirectoryAndA0600File() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        #expect(try store.load().activeToken(on: "github.com") == nil)
        #expect(try !remove(store, "github.com", "octocat"))
        #expect(!FileManager.default.fileExists(atPath: directory))
        try add(store, "github.com", "octocat", "gho_one")
        #expect(try mode(directory) == 0o700)
        #expect(try mode(path) == 0o600)
        #expect(try store.load().activeToken(on: "github.com") == "gho_one")
        #expect(store.location == path)
    }

    @Test func everyWriteReplacesTheFileWholeAndLeavesNoTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        try add(store, "github.com", "octocat", "gho_one")
        let before = try inode(path)
        try add(store, "127.0.0.1:8080", "hubot", "gho_two")
        #expect(try inode(path) != before)
        #expect(try mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["hosts.json"])
        #expect(try hosts() == NSDictionary(dictionary: [
            "github.com": ["user": "octocat", "oauth_token": "gho_one", "users": ["octocat": ["oauth_token": "gho_one"]]],
            "127.0.0.1:8080": ["user": "hubot", "oauth_token": "gho_two", "users": ["hubot": ["oauth_token": "gho_two"]]],
        ]))
    }

    @Test func hostsAreKeptApartAndRemoveSaysWhetherThereWasAnAccount() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        try add(store, "github.com", "octocat", "gho_one")
        try add(store, "ghe.example.com", "octocat", "gho_two")
        #expect(try remove(store, "github.com", "octocat"))
        #expect(try !remove(store, "github.com", "octocat"))
        #expect(try store.load().activeToken(on: "github.com") == nil)
        #expect(try store.load().activeToken(on: "ghe.example.com") == "gho_two")
    }

    @Test func aSecondAccountBecomesActiveAndRemovingItHandsBackToTheFirst() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        try add(store, "github.com", "octocat", "gho_one")
        try add(store, "github.com", "hubot", "gho_two")
        #expect(try store.load().all.map { "\($0.login ?? "-") \($0.isActive)" } == ["hubot true", "octocat false"])
        #expect(try (hosts()?["github.com"] as? NSDictionary)?["oauth_token"] as? String == "gho_two")
        #expect(try remove(store, "github.com", "hubot"))
        #expect(try store.load().all == [StoredAccount(host: "github.com", login: "octocat", token: "gho_one", isActive: true)])
    }

    /// A file from before accounts: still read, its token the host's; rewritten in the new shape on the next write.
    @Test func aFileFromBeforeAccountsKeepsWorkingAndIsRewrittenOnTheNextWrite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(#"{"hosts": {"github.com": {"oauth_token": "gho_old"}, "ghe.example.com": {"oauth_token": "gho_ghe"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let store = TokenStore.file(directory: directory)
        #expect(try store.load().all == [
            StoredAccount(host: "ghe.example.com", login: nil, token: "gho_ghe", isActive: true),
            StoredAccount(host: "github.com", login: nil, token: "gho_old", isActive: true),
        ])
        #expect(try store.activeLogin(for: Configuration(variables: [:])) == nil)
        try add(store, "github.com", "octocat", "gho_old")
        try add(store, "github.com", "hubot", "gho_new")
        #expect(try hosts() == NSDictionary(dictionary: [
            "github.com": ["user": "hubot", "oauth_token": "gho_new",
                           "users": ["hubot": ["oauth_token": "gho_new"], "octocat": ["oauth_token": "gho_old"]]],
            "ghe.example.com": ["oauth_token": "gho_ghe"],
        ]))
        #expect(try store.activeLogin(for: Configuration(variables: [:])) == "hubot")
        #expect(try store.activeLogin(for: Configuration(variables: ["GH_TOKEN": "gho_env"])) == nil)
    }

    @Test func aDamagedFileIsAClearErrorNamingItAndTheWayOut() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for content in ["{not json", "", "{\"hosts\": [1, 2]}", "\u{0}\u{1}binary"] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            let store = TokenStore.file(directory: directory)
            #expect(throws: CommandError("the token file \(path) is damaged (not the JSON gh-lite writes); "
                                         + "delete it and run `gh-lite auth login`")) { try store.load() }
            // A write must not silently throw the other hosts' tokens away.
            #expect(throws: CommandError.self) { try add(store, "github.com", "octocat", "gho_new") }
        }
    }

    @Test func anUnreadableFileIsAClearError() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = TokenStore.file(directory: directory)
        #expect(throws: CommandError("could not read \(path): Is a directory; fix its permissions, "
                                     + "or delete it and run `gh-lite auth login`")) { try store.load() }
    }
}
