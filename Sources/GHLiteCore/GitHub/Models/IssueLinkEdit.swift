/// An issue's type, parent, sub-issues and dependencies as `issue create` and `issue edit` ask for them, the
/// issues named as typed (numbers or URLs) and the type by name: checked against GitHub when the command runs, or
/// when `sync` sends it from the outbox. Nil and empty mean "leave as it is".
public struct IssueLinkEdit: Sendable, Equatable, Codable {
    public var parent: IssueLinkReference?
    public var removeParent = false
    public var addSubIssues: [IssueLinkReference] = []
    public var removeSubIssues: [IssueLinkReference] = []
    /// The issues that block this one (`--add-blocked-by`, `--blocked-by` on create).
    public var addBlockedBy: [IssueLinkReference] = []
    public var removeBlockedBy: [IssueLinkReference] = []
    /// The issues this one blocks (`--add-blocking`, `--blocking` on create).
    public var addBlocking: [IssueLinkReference] = []
    public var removeBlocking: [IssueLinkReference] = []
    /// An issue type's name, as typed.
    public var type: String?
    public var removeType = false

    public init(parent: IssueLinkReference? = nil, removeParent: Bool = false, addSubIssues: [IssueLinkReference] = [],
                removeSubIssues: [IssueLinkReference] = [], addBlockedBy: [IssueLinkReference] = [],
                removeBlockedBy: [IssueLinkReference] = [], addBlocking: [IssueLinkReference] = [],
                removeBlocking: [IssueLinkReference] = [], type: String? = nil, removeType: Bool = false) {
        self.parent = parent
        self.removeParent = removeParent
        self.addSubIssues = addSubIssues
        self.removeSubIssues = removeSubIssues
        self.addBlockedBy = addBlockedBy
        self.removeBlockedBy = removeBlockedBy
        self.addBlocking = addBlocking
        self.removeBlocking = removeBlocking
        self.type = type
        self.removeType = removeType
    }

    public var isEmpty: Bool { self == IssueLinkEdit() }

    /// Blocked-by and blocking links: GitHub Enterprise Server has none.
    var changesDependencies: Bool {
        !(addBlockedBy + removeBlockedBy + addBlocking + removeBlocking).isEmpty
    }

    var changesType: Bool { type != nil || removeType }

    /// `type Bug; parent #3; blocked by #2`: what a queued edit will do, for the view's pending line.
    var summary: String {
        func named(_ references: [IssueLinkReference], _ what: String) -> [String] {
            references.isEmpty ? [] : [what + " " + references.map(\.description).joined(separator: ", ")]
        }
        var parts = (type.map { ["type \(TerminalText.line($0))"] } ?? []) + (removeType ? ["no type"] : [])
        parts += (parent.map { ["parent \($0)"] } ?? []) + (removeParent ? ["no parent"] : [])
        parts += named(addSubIssues, "add sub-issues") + named(removeSubIssues, "remove sub-issues")
        parts += named(addBlockedBy, "blocked by") + named(removeBlockedBy, "not blocked by")
        parts += named(addBlocking, "blocking") + named(removeBlocking, "not blocking")
        return parts.joined(separator: "; ")
    }

    /// Every issue the edit names besides the ones it changes.
    var references: [IssueLinkReference] {
        (parent.map { [$0] } ?? []) + addSubIssues + removeSubIssues + addBlockedBy + removeBlockedBy + addBlocking
            + removeBlocking
    }

    // Entries queued before a field existed decode with it left as it is.
    enum CodingKeys: String, CodingKey {
        case parent, removeParent, addSubIssues, removeSubIssues, addBlockedBy, removeBlockedBy, addBlocking,
             removeBlocking, type, removeType
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func list(_ key: CodingKeys) throws -> [IssueLinkReference] {
            try container.decodeIfPresent([IssueLinkReference].self, forKey: key) ?? []
        }
        parent = try container.decodeIfPresent(IssueLinkReference.self, forKey: .parent)
        removeParent = try container.decodeIfPresent(Bool.self, forKey: .removeParent) ?? false
        addSubIssues = try list(.addSubIssues)
        removeSubIssues = try list(.removeSubIssues)
        addBlockedBy = try list(.addBlockedBy)
        removeBlockedBy = try list(.removeBlockedBy)
        addBlocking = try list(.addBlocking)
        removeBlocking = try list(.removeBlocking)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        removeType = try container.decodeIfPresent(Bool.self, forKey: .removeType) ?? false
    }
}
