/// What `issue comment` prints besides the comment's URL (stdout): gh's prompts and notes, on stderr.
struct IssueCommentOutput {
    var style: TerminalStyle

    /// gh's prompt before the editor opens, when no flag gave the text.
    func pressEnter(editorName: String) -> String {
        "- \(style.bold("Press Enter")) to draft your comment in \(style.bold(editorName))... "
    }

    /// Before the delete question: the comment cannot be had back.
    var deleteWarning: String { "\(style.yellow("!")) Deleted comments cannot be recovered.\n" }

    static let deleted = "Comment deleted\n"
}
