/// One of an organisation's issue types (Bug, Feature, Task...), as GitHub's GraphQL `IssueType` gives it. A
/// user's repositories have none. `color` is GitHub's `IssueTypeColor` (`RED`); REST spells it in lower case, so it
/// is kept in capitals whatever the source.
public struct IssueType: Sendable, Equatable, Codable {
    /// The node id (REST's `node_id`).
    public var id: String
    public var name: String
    public var color: String
    public var description: String?
    /// A disabled type stays on the issues that carry it but cannot be given to another.
    public var isEnabled: Bool

    public init(id: String, name: String, color: String = "GRAY", description: String? = nil, isEnabled: Bool = true) {
        self.id = id
        self.name = name
        self.color = color.uppercased()
        self.description = description
        self.isEnabled = isEnabled
    }

    /// GitHub's own shades of its eight type colours, for a terminal.
    var hex: String {
        let shades = ["GRAY": "59636e", "BLUE": "0969da", "GREEN": "1a7f37", "YELLOW": "9a6700", "ORANGE": "bc4c00",
                      "RED": "d1242f", "PINK": "bf3989", "PURPLE": "8250df"]
        return shades[color] ?? ""
    }
}
