/// What an editor gave back, as the commands that open one keep it.
enum EditorText {
    /// `text` after `editText`, trimmed of trailing blanks; on Ctrl-C, what the editor held, trimmed the same way.
    static func edited(_ text: String, in editText: (String) throws -> String) throws -> String {
        do {
            return withoutTrailingBlanks(try editText(text))
        } catch var interrupted as EditorInterrupted {
            interrupted.text = interrupted.text.map(withoutTrailingBlanks)
            throw interrupted
        }
    }

    static func withoutTrailingBlanks(_ text: String) -> String {
        var text = text
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
