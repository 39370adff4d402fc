/// One of an organisation's issue types (Bug, Feature, Task...), as GitHub's GraphQL `IssueType` gives it. A
/// user's repositories have none.
public struct IssueType: Sendable, Equatable, Codable {
    public var id: String
    public var name: String
    /// GitHub's `IssueTypeColor`: `BLUE`, `GRAY`, `GREEN`, ...
    public var color: String
    public var description: String?
    /// A disabled type stays on the issues that carry it but cannot be given to another.
    public var isEnabled: Bool

    public init(id: String, name: String, color: String = "GRAY", description: String? = nil, isEnabled: Bool = true) {
        self.id = id
        self.name = name
        self.color = color
        self.description = description
        self.isEnabled = isEnabled
    }
}
