/// GitHub refuses an issue body longer than 65,536 characters (422 "body is too long (maximum is 65536
/// characters)"), so local text meant for one (a body file, standard input, a template) is read only that far.
public enum IssueBodyLimit {
    public static let characters = 65_536
    /// The most bytes that many characters take in UTF-8: what a bounded reader is asked for, so it reads at
    /// most one byte more however long the file, `/dev/zero` included.
    public static let bytes = 4 * characters

    /// The text of `data` (from a reader asked for `bytes`), or nil when it is longer than GitHub takes.
    public static func text(of data: Data) -> String? {
        guard data.count <= bytes else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.unicodeScalars.count <= characters ? text : nil
    }

    /// `text(of:)`, or an error naming `source` when it is too long.
    public static func checkedText(of data: Data, from source: String) throws -> String {
        guard let text = text(of: data) else {
            throw CommandError("\(source) is longer than GitHub allows for an issue body (65,536 characters): shorten it")
        }
        return text
    }

    /// A local body file's text (`readFile` as `FileSystem.readFile`), refused when missing, unreadable or longer
    /// than GitHub takes.
    public static func readBodyFile(_ path: String, readFile: (String, Int) throws -> Data?) throws -> String {
        let data: Data?
        do {
            data = try readFile(path, bytes)
        } catch {
            throw CommandError("could not read the body file: \(error)")
        }
        guard let data else { throw CommandError("could not read the body file \(path): no such file") }
        return try checkedText(of: data, from: "the body file \(path)")
    }
}
