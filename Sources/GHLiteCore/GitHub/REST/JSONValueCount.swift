/// A bound on how many values a JSON body holds, checked before decoding it: `JSONDecoder` builds a tree of
/// the whole document first, at some 50 bytes a value, so 64 MB of `[{},{},...]` would take over a gigabyte.
/// The busiest answer gh-lite asks for (100 issues with 100 comments each) holds a few hundred thousand.
enum JSONValueCount {
    static let limit = 2_000_000

    /// Whether `body` holds at most `limit` values, counting each opened array or object and each comma
    /// outside strings; stops counting as soon as it is over.
    static func isWithinLimit(_ body: Data, limit: Int = limit) -> Bool {
        body.withUnsafeBytes { bytes in
            var count = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"):
                    count += 1
                    if count > limit { return false }
                default: break
                }
            }
            return true
        }
    }
}
