/// A list one run asks for twice (a template's labels checked, then offered in the picker) is fetched once:
/// the run keeps its own copy; nothing outlives the process.
final class OncePerRun<Value: Sendable>: Sendable {
    private let values = Locked<[String: Value]>([:])

    func value(for key: String, fetch: () throws -> Value) rethrows -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let fetched = try fetch()
        values.withLock { $0[key] = fetched }
        return fetched
    }
}
