/// What a milestone write sends: nil fields are left out, so GitHub leaves them as they are.
public struct MilestoneFields: Sendable, Equatable, Encodable {
    public enum Due: Sendable, Equatable {
        /// A calendar day, `YYYY-MM-DD`: sent as its midnight UTC, which GitHub keeps as that day.
        case on(String)
        /// Sent as null: no due date.
        case none
    }

    public var title: String?
    public var description: String?
    /// `open` or `closed`.
    public var state: String?
    public var due: Due?

    public init(title: String? = nil, description: String? = nil, state: String? = nil, due: Due? = nil) {
        self.title = title
        self.description = description
        self.state = state
        self.due = due
    }

    enum CodingKeys: String, CodingKey { case title, description, state, due = "due_on" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(state, forKey: .state)
        switch due {
        case .on(let day)?: try container.encode(day + "T00:00:00Z", forKey: .due)
        case .none?: try container.encodeNil(forKey: .due)
        case nil: break
        }
    }
}
