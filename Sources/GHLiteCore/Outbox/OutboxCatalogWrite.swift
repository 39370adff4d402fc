/// A queued write of one of a repository's labels, named as typed (GitHub's label names ignore case).
public enum OutboxLabelChange: Codable, Sendable, Equatable {
    /// `color`: the one asked for, or the random one chosen when it was queued, so a retry asks for the same.
    /// `force`: update a label already there, as `--force` does online.
    case create(color: String, description: String?, force: Bool)
    case edit(LabelFields)
    case delete
}

/// A queued write of one of a repository's milestones.
public enum OutboxMilestoneChange: Codable, Sendable, Equatable {
    case create(MilestoneFields)
    /// An edit, a close or a reopen (`state`).
    case edit(MilestoneFields)
    case delete
}

/// A label as the local mirror showed it when an edit (or `create --force`) was queued: `sync` sends a colour or
/// description only while GitHub still shows this one (or already what was asked).
public struct OutboxLabelBase: Codable, Sendable, Equatable {
    public var color: String
    public var description: String?

    public init(color: String, description: String?) {
        self.color = color
        self.description = description
    }
}

/// A milestone as the local mirror showed it when an edit, close or reopen was queued: its number (which never
/// changes) and its title then, so a title someone else changed meanwhile is a conflict, never overwritten.
public struct OutboxMilestoneBase: Codable, Sendable, Equatable {
    public var number: Int
    public var title: String

    public init(number: Int, title: String) {
        self.number = number
        self.title = title
    }
}

extension MilestoneFields: Decodable {
    /// The inverse of `encode(to:)`: an absent `due_on` leaves the due date as it is, null removes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(title: try container.decodeIfPresent(String.self, forKey: .title),
                  description: try container.decodeIfPresent(String.self, forKey: .description),
                  state: try container.decodeIfPresent(String.self, forKey: .state))
        if container.contains(.due) {
            due = try container.decodeNil(forKey: .due)
                ? Due.none : .on(String(try container.decode(String.self, forKey: .due).prefix(10)))
        }
    }
}

extension OutboxMilestoneChange {
    /// `create milestone "v2"`, `close milestone "v2"`, ...
    func summary(_ milestone: String) -> String {
        let verb = switch self {
        case .create: "create"
        case .edit(let fields) where fields == MilestoneFields(state: "closed"): "close"
        case .edit(let fields) where fields == MilestoneFields(state: "open"): "reopen"
        case .edit: "edit"
        case .delete: "delete"
        }
        return "\(verb) milestone \"\(TerminalText.line(milestone))\""
    }
}

extension OutboxLabelChange {
    /// `create label "bug"`, ...
    func summary(_ name: String) -> String {
        let verb = switch self {
        case .create: "create"
        case .edit: "edit"
        case .delete: "delete"
        }
        return "\(verb) label \"\(TerminalText.line(name))\""
    }
}
