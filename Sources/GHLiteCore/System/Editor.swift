/// Opens text in the user's editor and returns what they saved.
public struct Editor: Sendable {
    /// `command` is the editor as the user configured it (it may carry arguments, as in `code --wait`);
    /// `fileName` names the temporary file, so the editor can pick a syntax from its extension.
    public var edit: @Sendable (_ command: String, _ text: String, _ fileName: String) throws -> String
        = { _, _, _ in throw Unimplemented("Editor.edit") }

    public init() {}

    public static var failing: Editor { Editor() }
}

extension Editor {
    /// The program an editor setting runs, without its folder: `vim` for `/usr/bin/vim -u NONE`.
    public static func programName(_ command: String) -> String {
        words(command).first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? command
    }

    /// Splits an editor setting into words the way a shell would for simple cases: spaces separate,
    /// single or double quotes keep spaces inside one word, a backslash keeps the next character.
    public static func words(_ command: String) -> [String] { splitWords(command).words }

    /// The words, and whether a quote (or a final backslash) was left open, which `words` closes at the end.
    static func splitWords(_ command: String) -> (words: [String], unclosed: Bool) {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return (words, quote != nil || escaped)
    }
}
