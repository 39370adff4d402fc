/// What one run asks GitHub for twice (a template's labels checked, then offered in the picker) is fetched
/// once: the run keeps its own copy, keyed by what the feature names it; nothing outlives the container.
public final class RunCache: Sendable {
    private let values = Locked<[String: any Sendable]>([:])

    public init() {}

    func value<Value: Sendable>(for key: String, fetch: () throws -> Value) rethrows -> Value {
        if let known: Value = cached(key) { return known }
        let fetched = try fetch()
        keep(fetched, for: key)
        return fetched
    }

    /// What `key` holds, when this run has it.
    func cached<Value: Sendable>(_ key: String) -> Value? {
        values.withLock { $0[key] } as? Value
    }

    /// `value` for `key`, fetched along with something else.
    func keep(_ value: some Sendable, for key: String) {
        values.withLock { $0[key] = value }
    }
}
