import Foundation
import GHLiteCore
import Testing

extension IssueDraft {
    /// The draft `new-issue` saved, read from the path it printed on `shown` (the terminal's text).
    static func saved(on shown: String, repository: String) throws -> (path: String, draft: IssueDraft) {
        let marker = "Your text is saved. To restore: gh-lite new-issue \(repository) --recover "
        let path = try #require(shown.components(separatedBy: marker).dropFirst().first?.split(separator: "\n").first
            .map(String.init), "\(shown)")
        return (path, try JSONDecoder().decode(IssueDraft.self, from: Data(contentsOf: URL(fileURLWithPath: path))))
    }
}
