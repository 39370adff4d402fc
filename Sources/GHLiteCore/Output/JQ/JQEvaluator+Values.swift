/// The pieces of `JQEvaluator.run` that build values: strings, objects, comparisons, iteration.
extension JQEvaluator {
    /// Every combination of the parts' outputs, each string charged before it is built.
    func interpolate(_ parts: [JQExpression.Part], format: JQFormat, _ input: JQValue, _ environment: JQEnvironment,
                     construct: String) throws -> [String] {
        var texts = [""]
        for part in parts {
            let pieces: [String]
            switch part {
            case .text(let text): pieces = [text]
            case .value(let expression):
                pieces = try values(expression, input, environment).map { value -> String in
                    if format == .text, case .string(let text) = value { return text }
                    try budget.spend(sizeOf: value, on: construct)
                    let text = try format.apply(to: value)
                    try budget.reserveString(ofLength: text.utf8.count, for: construct)
                    return text
                }
            }
            try budget.reserve(pieces.count, texts.count, JQBudget.elementBytes, for: construct)
            var grown: [String] = []
            for piece in pieces {
                for text in texts {
                    try budget.reserveString(ofLength: text.utf8.count + piece.utf8.count, for: construct)
                    grown.append(text + piece)
                }
            }
            texts = grown
        }
        return texts
    }

    func bounds(_ expression: JQExpression?, _ input: JQValue, _ environment: JQEnvironment) throws -> [JQValue] {
        guard let expression else { return [.null] }
        return try values(expression, input, environment)
    }

    func iterate(_ value: JQValue, _ path: JQPath?, _ emit: JQEmit) throws {
        switch value {
        case .array(let items):
            try budget.spend(items.count, on: "the iteration `.[]`")
            for (index, item) in items.enumerated() { try emit(item, path.map { $0 + [.int(index)] }) }
        case .object(let members):
            try budget.spend(members.count, on: "the iteration `.[]`")
            for key in JQValue.sortedKeys(members) { try emit(members[key]!, path.map { $0 + [.string(key)] }) }
        default: throw JQError("Cannot iterate over \(value.description)")
        }
    }

    func compare(_ comparison: JQComparison, _ left: JQValue, _ right: JQValue, construct: String) throws -> Bool {
        try budget.spend(sizeOf: left, on: construct)
        try budget.spend(sizeOf: right, on: construct)
        let order = JQValue.compare(left, right)
        switch comparison {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    /// Every combination of the keys' and values' outputs, as jq builds objects.
    func object(_ entries: [JQExpression.ObjectEntry], _ input: JQValue, _ environment: JQEnvironment,
                construct: String) throws -> [JQValue] {
        var objects: [[String: JQValue]] = [[:]]
        for (index, entry) in entries.enumerated() {
            let keys = try values(entry.key, input, environment).map { key -> String in
                guard case .string(let name) = key else { throw JQError("Object keys must be strings") }
                return name
            }
            let members = try values(entry.value, input, environment)
            try budget.reserve(objects.count, keys.count, members.count, index + 1, JQBudget.memberBytes, for: construct)
            objects = objects.flatMap { object in
                keys.flatMap { key in members.map { member in object.merging([key: member]) { $1 } } }
            }
            try budget.spend(objects.count * (index + 1), on: construct)
        }
        return objects.map(JQValue.object)
    }

    var environmentObject: JQValue { .object(environmentVariables.mapValues(JQValue.string)) }

    /// `now`: seconds since 1970; a clock that cannot be read is a one-line error, as every other failure is.
    func currentTime() throws -> Double {
        do { return try now().timeIntervalSince1970 } catch {
            throw JQError("--jq: now: cannot read the clock (\(error))")
        }
    }
}

extension JQValue {
    /// How `Invalid path expression with result ...` shows a value: its JSON, cut as jq cuts it.
    var pathDescription: String {
        let json = serialized()
        return json.count > 14 ? String(json.prefix(11)) + "..." : json
    }
}
