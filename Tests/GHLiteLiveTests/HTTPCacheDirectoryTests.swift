import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

@Suite struct HTTPCacheDirectoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-cache-\(UUID().uuidString)").path

    func entry(_ body: String) -> CachedResponse {
        CachedResponse(etag: "W/\"\(body.count)\"", lastModified: nil,
                       headers: HTTPHeaders([("Link", "<https://h/2>; rel=\"next\"")]), body: Data(body.utf8))
    }

    @Test func storesAndReadsBackAnEntryPrivately() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HTTPCacheStore.directory(folder)
        store.save("k1", entry("[1,2,3]"))
        #expect(store.load("k1") == entry("[1,2,3]"))
        #expect(store.load("missing") == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/k1")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func aDamagedEntryIsAMissAndIsReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HTTPCacheStore.directory(folder)
        store.save("k", entry("[1,2,3]"))
        let file = folder + "/k"
        let whole = try Data(contentsOf: URL(fileURLWithPath: file))
        try whole.prefix(whole.count - 2).write(to: URL(fileURLWithPath: file))
        #expect(store.load("k") == nil)
        try Data("not json at all".utf8).write(to: URL(fileURLWithPath: file))
        #expect(store.load("k") == nil)
        store.save("k", entry("[4]"))
        #expect(store.load("k") == entry("[4]"))
    }

    @Test func theLeastRecentlyUsedEntriesGoWhenTheFolderIsFull() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let body = String(repeating: "x", count: 1_000)
        let store = HTTPCacheStore.directory(folder, maximumBytes: 5_000)
        for index in 0..<4 {
            store.save("k\(index)", entry(body))
            // Modification times have one-second resolution in the listing: make the order unambiguous.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(index - 10))],
                                                  ofItemAtPath: folder + "/k\(index)")
        }
        store.save("k4", entry(body))
        store.save("k5", entry(body))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(!left.contains("k0"))
        #expect(left.contains("k5"))
        let total = try left.reduce(0) { $0 + ((try FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as? Int) ?? 0) }
        #expect(total <= 5_000)
    }
}
