/// A comment the signed-in user wrote, as `--edit-last` and `--delete-last` need it: its node id for the
/// mutation, its text for the editor and the confirmation, and its URL for `--web` and the result.
public struct ViewerComment: Sendable, Equatable {
    public var id: String
    public var body: String
    public var url: String
    /// GitHub's number for the comment (`databaseId`): it only grows, so a comment numbered above another was made
    /// after it, whatever the clocks say.
    public var number: Int?

    public init(id: String, body: String, url: String, number: Int? = nil) {
        self.id = id
        self.body = body
        self.url = url
        self.number = number
    }
}
