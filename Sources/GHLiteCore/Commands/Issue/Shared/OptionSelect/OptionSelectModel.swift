/// A picker over one of the repository's lists (labels, assignees, milestones) or a question's answers, driven by
/// keys on a full terminal (`press`, arrows and typing) or else one typed line at a time (`reply`): numbers
/// (`1 3`, `2-4`) toggle the options shown, other text filters them, `*` shows all again, and an empty line
/// finishes. A single-choice picker finishes as soon as a number is chosen.
public struct OptionSelectModel: Sendable {
    public enum Kind: Sendable, Equatable {
        case labels, assignees, milestone
        /// One of the owner's enabled issue types.
        case issueType
        /// One of a question's answers ("What's next?"): no "(none)".
        case choice

        public var allowsMultiple: Bool { self == .labels || self == .assignees }
        /// A milestone or a type may be left unset: the key-driven picker offers "(none)" first.
        var offersNone: Bool { self == .milestone || self == .issueType }
    }

    public struct Option: Sendable, Equatable {
        /// What the request needs: a label name, a login, a milestone number.
        public var value: String
        /// What the user sees and filters on.
        public var title: String
        public var detail: String?

        public init(value: String, title: String, detail: String? = nil) {
            self.value = value
            self.title = title
            self.detail = detail
        }
    }

    public enum Reply: Sendable, Equatable {
        /// Show the (possibly changed) list again and read another line.
        case again
        /// The line could not be used; say why and read another.
        case invalid(String)
        case done
    }

    public var environment: OptionSelectModelEnvironment
    public let kind: Kind
    public private(set) var options: [Option] = []
    public internal(set) var filter = ""
    /// Chosen values, in the order of `options`.
    public internal(set) var selection: [String] = []
    /// The highlighted row of `rows` and the first row shown, for the key-driven picker.
    public internal(set) var cursor = 0
    public internal(set) var top = 0
    /// Rows the key-driven picker shows at once; the rest scroll into view.
    public var pageSize = 10

    public init(kind: Kind, environment: OptionSelectModelEnvironment) {
        self.kind = kind
        self.environment = environment
    }

    /// Loads the options and selects those of `preselected` that exist (matched without regard to case).
    /// Returns the preselected values that are not among the options.
    @discardableResult
    public mutating func load(preselected: [String] = []) throws -> [String] {
        options = try environment.loadOptions()
        var missing: [String] = []
        var chosen = Set<String>()
        for value in preselected {
            if let option = options.first(where: { $0.value.lowercased() == value.lowercased() }) {
                chosen.insert(option.value)
            } else {
                missing.append(value)
            }
        }
        selection = options.map(\.value).filter(chosen.contains)
        if !kind.allowsMultiple, selection.count > 1 { selection = [selection[0]] }
        if !kind.allowsMultiple, let chosen = rows.firstIndex(where: { $0.map(isSelected) == true }) { move(to: chosen) }
        return missing
    }

    /// The options the current filter lets through, numbered from 1 in this order.
    public var visible: [Option] {
        guard !filter.isEmpty else { return options }
        let wanted = filter.lowercased()
        return options.filter { $0.title.lowercased().contains(wanted) || $0.value.lowercased().contains(wanted) }
    }

    public func isSelected(_ option: Option) -> Bool { selection.contains(option.value) }

    public mutating func reply(to line: String) -> Reply {
        let text = line.trimmingWhitespace()
        if text.isEmpty { return .done }
        if text == "*" {
            filter = ""
            return .again
        }
        if let numbers = Self.numbers(in: text) {
            let shown = visible
            if let wrong = numbers.first(where: { $0 < 1 || $0 > shown.count }) {
                return .invalid("there is no option \(wrong)")
            }
            if !kind.allowsMultiple {
                guard numbers.count == 1 else { return .invalid("choose one number") }
                selection = [shown[numbers[0] - 1].value]
                return .done
            }
            var chosen = Set(selection)
            for number in numbers {
                let value = shown[number - 1].value
                if chosen.contains(value) { chosen.remove(value) } else { chosen.insert(value) }
            }
            selection = options.map(\.value).filter(chosen.contains)
            return .again
        }
        let previous = filter
        filter = text
        if visible.isEmpty {
            filter = previous
            return .invalid("nothing matches \"\(text)\"")
        }
        return .again
    }

    /// `1 3`, `1,3`, `2-4`; nil when the line is not only numbers (so it is a filter).
    static func numbers(in text: String) -> [Int]? {
        var result: [Int] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let bounds = word.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = Int(bounds[0]) else { return nil }
            guard bounds.count == 2 else {
                result.append(low)
                continue
            }
            guard let high = Int(bounds[1]), low <= high, high - low < 1000 else { return nil }
            result += Array(low...high)
        }
        return result.isEmpty ? nil : result
    }
}

extension OptionSelectModel.Option {
    public init(label: Label) {
        self.init(value: label.name, title: label.name, detail: label.description)
    }

    public init(assignee login: String) {
        self.init(value: login, title: login)
    }

    public init(issueType: IssueType) {
        self.init(value: issueType.name, title: issueType.name, detail: issueType.description)
    }

    /// Chosen by number, shown by title.
    public init(milestone: Milestone) {
        self.init(value: String(milestone.number), title: milestone.title, detail: milestone.description)
    }
}
