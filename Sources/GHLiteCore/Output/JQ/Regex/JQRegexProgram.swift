/// A `JQRegexNode` compiled for a Thompson NFA, run over the subject once with every live state in step (as Go's
/// RE2 and Pike's VM do): time linear in the subject times the program's size, never exponential, each state
/// visited charged to the `JQBudget` as a step of `test`.
struct JQRegexProgram {
    /// Instructions, as RE2's cap on a compiled program: enough for any filter, small enough to run fast.
    static let maximumSize = 10_000

    enum Instruction {
        case scalar(Unicode.Scalar)
        case any
        case set(JQRegexSet)
        case assertion(JQRegexAssertion)
        /// Continue at both, the first preferred.
        case split(Int, Int)
        /// Note the position in capture slot n (group n/2's start when even, end when odd).
        case save(Int)
        case jump(Int)
        case match
    }

    private(set) var instructions: [Instruction] = []
    let ignoresCase: Bool

    init(_ node: JQRegexNode, ignoresCase: Bool) throws {
        self.ignoresCase = ignoresCase
        try emit(node)
        instructions.append(.match)
    }

    private mutating func append(_ instruction: Instruction) throws {
        guard instructions.count < Self.maximumSize else {
            throw JQError("--jq: `test`: the regex is too large once its repetitions are expanded")
        }
        instructions.append(instruction)
    }

    private mutating func emit(_ node: JQRegexNode) throws {
        switch node {
        case .empty: break
        case .scalar(let scalar): try append(.scalar(ignoresCase ? Self.folded(scalar) : scalar))
        case .any: try append(.any)
        case .set(let set): try append(.set(set))
        case .assertion(let assertion): try append(.assertion(assertion))
        case .sequence(let items): for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = instructions.count
                    try append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(instructions.count)
                    try append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .group(let inner, let index):
            try append(.save(2 * index))
            try emit(inner)
            try append(.save(2 * index + 1))
        case .repetition(let inner, let minimum, let maximum, let lazy):
            let choice = { (body: Int, exit: Int) in Instruction.split(lazy ? exit : body, lazy ? body : exit) }
            for _ in 0..<minimum { try emit(inner) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, 0))
                    try emit(inner)
                }
                for split in splits { instructions[split] = choice(split + 1, instructions.count) }
            } else {
                let loop = instructions.count
                try append(.split(loop + 1, 0))
                try emit(inner)
                try append(.jump(loop))
                instructions[loop] = choice(loop + 1, instructions.count)
            }
        }
    }

    /// Whether the pattern matches anywhere in `subject`.
    func matches(_ subject: [Unicode.Scalar], budget: JQBudget) throws -> Bool {
        var seen = [Int](repeating: -1, count: instructions.count)
        var current: [Int] = [], following: [Int] = []
        var pending: [Int] = []
        /// Adds `start` and every state reached from it without reading, at `position`; true on reaching `match`.
        func add(_ start: Int, at position: Int, to list: inout [Int]) throws -> Bool {
            pending.append(start)
            var steps = 0
            defer { pending.removeAll(keepingCapacity: true) }
            while let pc = pending.popLast() {
                guard seen[pc] != position else { continue }
                seen[pc] = position
                steps += 1
                switch instructions[pc] {
                case .match:
                    try budget.spend(steps, on: "`test`")
                    return true
                case .jump(let target): pending.append(target)
                case .split(let first, let second): pending.append(second); pending.append(first)
                case .save: pending.append(pc + 1)
                case .assertion(let assertion): if assertion.holds(at: position, in: subject) { pending.append(pc + 1) }
                case .scalar, .any, .set: list.append(pc)
                }
            }
            try budget.spend(steps, on: "`test`")
            return false
        }
        for position in 0...subject.count {
            // A match may start anywhere: a new thread at every position, after the older (leftmost) ones.
            if try add(0, at: position, to: &current) { return true }
            guard position < subject.count else { return false }
            let scalar = subject[position]
            following.removeAll(keepingCapacity: true)
            for pc in current where reads(instructions[pc], scalar) {
                if try add(pc + 1, at: position + 1, to: &following) { return true }
            }
            swap(&current, &following)
        }
        return false
    }

    /// The leftmost match starting at or after `start`, the one Perl's (and Oniguruma's) priorities pick:
    /// `groups + 1` pairs of slots, each group's start and end (-1 when it took no part), the whole match first.
    func search(_ subject: [Unicode.Scalar], from start: Int, groups: Int, budget: JQBudget) throws -> [Int]? {
        typealias Thread = (pc: Int, slots: [Int])
        var seen = [Int](repeating: -1, count: instructions.count)
        var current: [Thread] = [], following: [Thread] = []
        var matched: [Int]?
        /// Adds the thread and every state reached from it without reading, in priority order.
        func add(_ thread: Thread, at position: Int, to list: inout [Thread]) throws {
            var pending = [thread]
            var steps = 0
            while let (pc, slots) = pending.popLast() {
                guard seen[pc] != position else { continue }
                seen[pc] = position
                steps += 1
                switch instructions[pc] {
                case .jump(let target): pending.append((target, slots))
                case .split(let first, let second): pending.append((second, slots)); pending.append((first, slots))
                case .save(let slot):
                    var saved = slots
                    saved[slot] = position
                    pending.append((pc + 1, saved))
                case .assertion(let assertion): if assertion.holds(at: position, in: subject) { pending.append((pc + 1, slots)) }
                case .scalar, .any, .set, .match: list.append((pc, slots))
                }
            }
            try budget.spend(steps, on: "`match`")
        }
        guard start <= subject.count else { return nil }
        for position in start...subject.count {
            if matched == nil {
                var slots = [Int](repeating: -1, count: 2 * (groups + 1))
                slots[0] = position
                try add((0, slots), at: position, to: &current)
            }
            following.removeAll(keepingCapacity: true)
            for (pc, slots) in current {
                if case .match = instructions[pc] {
                    var found = slots
                    found[1] = position
                    matched = found
                    break
                }
                if position < subject.count && reads(instructions[pc], subject[position]) {
                    try add((pc + 1, slots), at: position + 1, to: &following)
                }
            }
            swap(&current, &following)
            if current.isEmpty && (matched != nil || position == subject.count) { break }
        }
        return matched
    }

    private func reads(_ instruction: Instruction, _ scalar: Unicode.Scalar) -> Bool {
        switch instruction {
        case .scalar(let expected): return expected == (ignoresCase ? Self.folded(scalar) : scalar)
        case .any: return scalar != "\n"
        case .set(let set): return set.contains(scalar, ignoringCase: ignoresCase)
        case .assertion, .split, .jump, .save, .match: return false
        }
    }

    /// A scalar's one-scalar lower case, for comparing with the `i` flag.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }
}
