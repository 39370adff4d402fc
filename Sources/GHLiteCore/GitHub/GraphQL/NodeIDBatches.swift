/// Node ids cut into `nodes(ids:)` requests: GitHub takes at most 100 ids in one.
enum NodeIDBatches {
    static let idsPerRequest = 100

    static func of(_ ids: [String]) -> [[String]] {
        stride(from: 0, to: ids.count, by: idsPerRequest).map { Array(ids[$0..<min($0 + idsPerRequest, ids.count)]) }
    }
}
