import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The live file system on a private temporary folder.
@Suite struct FileSystemLiveTests {
    @Test func writesPrivatelyIntoNewFoldersListsAndRemoves() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-fs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileSystem.live
        let path = root + "/cache/drafts/a.json"
        try files.writeFile(path, Data("one".utf8))
        try files.writeFile(path, Data("two".utf8))
        #expect(try files.readFile(path, 3) == Data("two".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
        #expect((try FileManager.default.attributesOfItem(atPath: root + "/cache/drafts")[.posixPermissions] as? Int) == 0o700)
        #expect(try files.listDirectory(root + "/cache/drafts") == ["a.json"])
        #expect(try files.listDirectory(root + "/nowhere") == nil)
        #expect(try files.readFile(root + "/nowhere.txt", 3) == nil)
        try files.removeFile(path)
        try files.removeFile(path)
        #expect(try files.listDirectory(root + "/cache/drafts") == [])
        #expect(try files.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func theEditorEditsAPrivateTemporaryFileAndRemovesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-lite-ed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/append.sh"
        // A hard link keeps the temporary file (and its mode) for the test to look at after gh-lite removed it.
        try "#!/bin/sh\nln \"$1\" \"$1.seen\"\nprintf ' and more' >> \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        let editor = Editor.live(variables: ["TMPDIR": folder])
        // Run through sh, not executed itself: another test's fork may still hold the just-written script open,
        // and exec would then fail with "Text file busy".
        #expect(try editor.edit("/bin/sh " + script, "text", "ISSUE_BODY.md") == "text and more")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left.count == 2)
        let seen = try #require(left.first { $0.hasSuffix("-ISSUE_BODY.md.seen") })
        #expect((try FileManager.default.attributesOfItem(atPath: folder + "/" + seen)[.posixPermissions] as? Int) == 0o600)
        #expect(throws: CommandError.self) { try editor.edit("/bin/false", "text", "x.md") }
    }
}
