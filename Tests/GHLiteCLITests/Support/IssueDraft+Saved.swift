import Foundation
import GHLiteCore
import Testing

extension IssueDraft {
    /// The draft `new-issue` (or `issue create`, as `command` says) saved, read from the path it printed on `shown`
    /// (the terminal's text).
    static func saved(on shown: String, repository: String,
                      command: NewIssueCommand = .newIssue) throws -> (path: String, draft: IssueDraft) {
        // The hint with the path left off: what comes after it, to the end of the line, is the path.
        let marker = "Your text is saved. To restore: " + command.recovering("P", into: repository).dropLast()
        let path = try #require(shown.components(separatedBy: marker).dropFirst().first?.split(separator: "\n").first
            .map(String.init), "\(shown)")
        return (path, try JSONDecoder().decode(IssueDraft.self, from: Data(contentsOf: URL(fileURLWithPath: path))))
    }
}
