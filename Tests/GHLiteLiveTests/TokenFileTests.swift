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

    @Test func theFirstWriteMakesA0700DirectoryAndA0600File() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        #expect(try store.read("github.com") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory))
        try store.write("github.com", "gho_one")
        #expect(try mode(directory) == 0o700)
        #expect(try mode(path) == 0o600)
        #expect(try store.read("github.com") == "gho_one")
        #expect(store.location == path)
    }

    @Test func everyWriteReplacesTheFileWholeAndLeavesNoTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        try store.write("github.com", "gho_one")
        let before = try inode(path)
        try store.write("127.0.0.1:8080", "gho_two")
        #expect(try inode(path) != before)
        #expect(try mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["hosts.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let hosts = json?["hosts"] as? [String: [String: String]]
        #expect(hosts == ["github.com": ["oauth_token": "gho_one"], "127.0.0.1:8080": ["oauth_token": "gho_two"]])
    }

    @Test func hostsAreKeptApartAndDeleteSaysWhetherThereWasAToken() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore.file(directory: directory)
        try store.write("github.com", "gho_one")
        try store.write("ghe.example.com", "gho_two")
        #expect(try store.delete("github.com"))
        #expect(try !store.delete("github.com"))
        #expect(try store.read("github.com") == nil)
        #expect(try store.read("ghe.example.com") == "gho_two")
    }

    @Test func aDamagedFileIsAClearErrorNamingItAndTheWayOut() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for content in ["{not json", "", "{\"hosts\": [1, 2]}", "\u{0}\u{1}binary"] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            let store = TokenStore.file(directory: directory)
            #expect(throws: CommandError("the token file \(path) is damaged (not the JSON gh-lite writes); "
                                         + "delete it and run `gh-lite auth login`")) { try store.read("github.com") }
            // A write must not silently throw the other hosts' tokens away.
            #expect(throws: CommandError.self) { try store.write("github.com", "gho_new") }
        }
    }

    @Test func anUnreadableFileIsAClearError() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let store = TokenStore.file(directory: directory)
        #expect(throws: CommandError("could not read \(path): Is a directory; fix its permissions, "
                                     + "or delete it and run `gh-lite auth login`")) { try store.read("github.com") }
    }
}
