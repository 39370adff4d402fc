import Foundation
import Testing

extension GHLiteRun {
    /// Standard output read as the array of objects `--json` prints.
    func jsonObjects() throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }
}
