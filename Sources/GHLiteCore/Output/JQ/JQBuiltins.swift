/// The builtins written in Swift: generators and those that take filters (`range`, `limit`, `recurse`, `path`,
/// `sort_by`...), then the functions of values in `JQBuiltins.functions`, called with each combination of their
/// arguments' values (the first argument outermost).
struct JQBuiltins {
    let evaluator: JQEvaluator
    var budget: JQBudget { evaluator.budget }

    /// What reads input or writes elsewhere than the output: gh's `--jq` has one input and no side channel.
    static let inputOutput: Set<String> = ["input/0", "inputs/0", "debug/0", "debug/1", "stderr/0", "input_filename/0",
                                           "input_line_number/0", "halt/0", "halt_error/0", "halt_error/1",
                                           "get_search_list/0", "modulemeta/0", "get_prog_origin/0", "get_jq_origin/0"]

    /// The builtins of `call`'s own cases, for `JQScopeCheck`.
    static let generators: Set<String> = ["empty/0", "error/0", "error/1", "not/0", "env/0", "now/0", "path/1", "getpath/1",
                                          "range/1", "range/2", "range/3", "limit/2", "first/1", "recurse/0", "recurse/1",
                                          "repeat/1", "recurse/2", "while/2", "until/2", "sort_by/1", "group_by/1",
                                          "unique_by/1", "min_by/1", "max_by/1"]

    func call(_ name: String, _ arguments: [JQExpression], _ input: JQValue, _ path: JQPath?,
              _ environment: JQEnvironment, _ emit: JQEmit) throws {
        let key = "\(name)/\(arguments.count)"
        func each(_ body: ([JQValue]) throws -> Void) throws { try combinations(arguments, input, environment, body) }
        func value(_ result: JQValue) throws { try evaluator.emitValue(result, path, emit) }
        switch key {
        case "empty/0": return
        case "error/0": throw JQError(raising: input)
        case "error/1": try each { throw JQError(raising: $0[0]) }
        case "not/0": try value(.bool(!input.isTruthy))
        case "env/0": try value(evaluator.environmentObject)
        case "now/0": try value(.number(try evaluator.currentTime()))
        case "path/1":
            try evaluator.run(arguments[0], input, [], environment) { _, found in
                try budget.reserve(found?.count ?? 0, JQBudget.elementBytes, for: "`path`")
                try value(.array(found ?? []))
            }
        case "getpath/1":
            try each { wanted in
                guard case .array(let keys) = wanted[0] else { throw JQError("Path must be specified as an array") }
                let found = (try? JQPaths.get(input, keys)) ?? .null
                try emit(found, path.map { $0 + keys })
            }
        case "range/1", "range/2", "range/3":
            try each { bounds in
                let numbers = try bounds.map { bound -> Double in
                    guard case .number(let number) = bound else { throw JQError("Range bounds must be numeric") }
                    return number
                }
                let (from, upto, step) = numbers.count == 1 ? (0, numbers[0], 1) : (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 1)
                var current = from
                while step > 0 ? current < upto : (step < 0 ? current > upto : current < upto) {
                    try budget.spend(1, on: "`range`")
                    try value(.number(current))
                    current += step
                }
            }
        case "limit/2", "first/1":
            let counts: [JQValue] = key == "first/1" ? [.int(1)] : try evaluator.values(arguments[0], input, environment)
            for count in counts {
                guard case .number(let limit) = count else { throw JQError("Invalid limit: \(count.description)") }
                guard limit >= 0 else { throw JQError("limit doesn't support negative count") }
                guard limit > 0 else { continue }
                try stopping { stop in
                    var produced = 0.0
                    try evaluator.run(arguments.last!, input, path, environment) { item, itemPath in
                        produced += 1
                        try emit(item, itemPath)
                        if produced >= limit { throw stop }
                    }
                }
            }
        case "recurse/0": try walk(input, path, emit) { item, itemPath, children in
                switch item {
                case .array, .object: try evaluator.iterate(item, itemPath) { try children($0, $1) }
                default: break
                }
            }
        case "recurse/1": try walk(input, path, emit) { item, itemPath, children in
                try evaluator.run(arguments[0], item, itemPath, environment, children)
            }
        case "repeat/1":
            // gh's gojq (and jq 1.6): `def repeat(f): def _repeat: f, _repeat; _repeat;`, f on the same input forever.
            while true { try evaluator.run(arguments[0], input, path, environment, emit) }
        case "recurse/2": try walk(input, path, emit) { item, itemPath, children in
                try evaluator.run(arguments[0], item, itemPath, environment) { child, childPath in
                    if try evaluator.values(arguments[1], child, environment).contains(where: \.isTruthy) {
                        try children(child, childPath)
                    }
                }
            }
        case "while/2": try walk(input, nil, { _, _ in }) { item, _, children in
                guard try evaluator.values(arguments[0], item, environment).first?.isTruthy == true else { return }
                try value(item)
                try evaluator.run(arguments[1], item, nil, environment, children)
            }
        case "until/2": try walk(input, nil, { _, _ in }) { item, _, children in
                if try evaluator.values(arguments[0], item, environment).first?.isTruthy != false { return try value(item) }
                try evaluator.run(arguments[1], item, nil, environment, children)
            }
        case "sort_by/1", "group_by/1", "unique_by/1", "min_by/1", "max_by/1":
            guard case .array(let items) = input else { throw JQError("Cannot index \(input.typeName) with number") }
            let keyed = try items.map { item in (key: JQValue.array(try evaluator.values(arguments[0], item, environment)), item: item) }
            try value(try JQBuiltins.ordered(keyed, by: name, budget: budget))
        case _ where Self.inputOutput.contains(key): throw JQError.unsupported(name)
        default:
            guard let function = Self.functions[key] else { throw JQError("--jq: \(key) is not defined") }
            try each { try value(try function(budget, input, $0)) }
        }
    }

    /// Runs `body` with a stop of its own, which ends it quietly.
    private func stopping(_ body: (JQStop) throws -> Void) throws {
        let stop = JQStop(activation: evaluator.newActivation())
        do { try body(stop) } catch let caught as JQStop where caught.activation == stop.activation {}
    }

    /// `def r: ., (children | r)`, depth first, each value before its children, with a stack of its own rather
    /// than Swift's, so that `repeat`, `while` and long chains never deepen the evaluation.
    private func walk(_ input: JQValue, _ path: JQPath?, _ emit: JQEmit,
                      _ expand: (JQValue, JQPath?, JQEmit) throws -> Void) throws {
        var pending: [(JQValue, JQPath?)] = [(input, path)]
        while let (item, itemPath) = pending.popLast() {
            try emit(item, itemPath)
            var children: [(JQValue, JQPath?)] = []
            try expand(item, itemPath) { child, childPath in
                try budget.reserve(JQBudget.elementBytes, for: "`recurse`")
                children.append((child, childPath))
            }
            pending.append(contentsOf: children.reversed())
        }
    }

    /// Each combination of the arguments' values, the first argument outermost.
    private func combinations(_ arguments: [JQExpression], _ input: JQValue, _ environment: JQEnvironment,
                              _ body: ([JQValue]) throws -> Void) throws {
        func from(_ index: Int, _ chosen: [JQValue]) throws {
            guard index < arguments.count else { return try body(chosen) }
            try evaluator.run(arguments[index], input, nil, environment) { value, _ in try from(index + 1, chosen + [value]) }
        }
        try from(0, [])
    }

    /// Comparisons a sort of `count` items makes: count × log2(count).
    static func sortingCost(_ count: Int) -> Int { count * max(1, Int.bitWidth - count.leadingZeroBitCount) }

    /// `sort_by`, `group_by`, `unique_by`, `min_by`, `max_by` once each item's key is known; a stable sort.
    static func ordered(_ keyed: [(key: JQValue, item: JQValue)], by name: String, budget: JQBudget) throws -> JQValue {
        try budget.spend(sortingCost(keyed.count), on: "`\(name)`")
        // Each key is compared about log2(count) times, and a comparison may read it through.
        let comparisons = max(1, Int.bitWidth - keyed.count.leadingZeroBitCount)
        for (key, _) in keyed { try budget.spend(sizeOf: key, times: comparisons, on: "`\(name)`") }
        let sorted = keyed.enumerated().sorted { left, right in
            let order = JQValue.compare(left.element.key, right.element.key)
            return order != 0 ? order < 0 : left.offset < right.offset
        }.map(\.element)
        switch name {
        case "sort_by": return .array(sorted.map(\.item))
        case "min_by": return keyed.isEmpty ? .null : keyed.min { JQValue.compare($0.key, $1.key) < 0 }!.item
        case "max_by": return keyed.isEmpty ? .null : keyed.reversed().max { JQValue.compare($0.key, $1.key) < 0 }!.item
        default:
            var groups: [[JQValue]] = []
            var lastKey: JQValue?
            for (key, item) in sorted {
                if let lastKey, lastKey == key { groups[groups.count - 1].append(item) } else { groups.append([item]) }
                lastKey = key
            }
            return .array(name == "group_by" ? groups.map(JQValue.array) : groups.map { $0[0] })
        }
    }
}
