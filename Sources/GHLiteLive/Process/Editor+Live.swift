#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore

extension Editor {
    /// Writes the text to a private temporary file, runs the editor on it (no shell: the setting is split
    /// into words), waits, reads the file back and removes it. An editor ended by Ctrl-C throws
    /// `EditorInterrupted` with what its file held.
    public static func live(variables: [String: String]) -> Editor {
        var editor = Editor()
        editor.edit = { command, text, fileName in
            let directory = variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            let path = try temporaryFile(in: directory, named: fileName)
            defer { unlink(path) }
            try POSIXFile.writeAtomically(Data(text.utf8), to: path, mode: 0o600)
            let words = Editor.words(command)
            guard !words.isEmpty else { throw CommandError("the editor setting is empty: set GH_EDITOR, VISUAL or EDITOR") }
            let status = try ChildProcess.run(words + [path])
            // 128 + SIGINT: what a shell exits with after Ctrl-C, and what `ChildProcess` reports for a child it killed.
            if status == 128 + SIGINT {
                throw EditorInterrupted(text: (try? POSIXFile.read(path)).map { String(decoding: $0, as: UTF8.self) })
            }
            guard status == 0 else {
                throw CommandError("the editor (\(command)) exited with status \(status): fix it, or set GH_EDITOR to another editor")
            }
            guard let data = try POSIXFile.read(path) else {
                throw CommandError("the editor (\(command)) removed the file it was given: nothing was saved")
            }
            return String(decoding: data, as: UTF8.self)
        }
        return editor
    }

    /// A new, empty, private file such as `/tmp/gh-lite-AbC123-ISSUE_BODY.md`, so the name ends as given.
    private static func temporaryFile(in directory: String, named fileName: String) throws -> String {
        var template = Array("\(directory)/gh-lite-XXXXXX-\(fileName)".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            mkstemps(buffer.baseAddress!, Int32(fileName.utf8.count + 1))
        }
        guard descriptor >= 0 else {
            throw POSIXFile.Failure(path: directory, operation: "create a temporary file in", code: errno)
        }
        close(descriptor)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
