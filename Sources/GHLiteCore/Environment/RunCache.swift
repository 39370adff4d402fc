/// What one run asks GitHub for twice (a template's labels checked, then offered in the picker) is fetched
/// once: the run keeps its own copy, keyed by what the feature names it; nothing outlives the container.
public final class RunCache: Sendable {
    private let values = Locked<[String: any Sendable]>([:])

    public init() {}

    func value<Value: Sendable>(for key: String, fetch: () throws -> Value) rethrows -> Value {
        if let known = values.withLock({ $0[key] }) as? Value { return known }
        let fetched = try fetch()
        values.withLock { $0[key] = fetched }
        return fetched
    }
}
