/// Ctrl-C ended the editor (it exited with status 130, or SIGINT killed it): the user cancelled, as at a prompt.
/// `text` is what the editor's file held by then (nil when the file was gone), so it can go into the draft.
public struct EditorInterrupted: UserFacingError, Equatable {
    public var text: String?

    public init(text: String?) { self.text = text }

    public var userMessage: String { "cancelled" }
    public var exitCode: ExitCode { .cancelled }
}
