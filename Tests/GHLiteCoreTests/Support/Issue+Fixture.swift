import Foundation
import GHLiteCore

extension Issue {
    /// An issue for a test: open, "Issue NUMBER" by octocat at github.com/o/r, created at the epoch; a test names
    /// only what its case is about.
    static func fixture(_ number: Int, title: String? = nil, body: String? = nil, state: State = .open,
                        author: String = "octocat", labels: [Label] = [], assignees: [String] = [],
                        milestone: Milestone? = nil, comments: Int = 0, htmlURL: String? = nil,
                        createdAt: Date = Date(timeIntervalSince1970: 0), updatedAt: Date? = nil,
                        isPullRequest: Bool = false) -> Issue {
        Issue(number: number, title: title ?? "Issue \(number)", body: body, state: state, authorLogin: author,
              labels: labels, assigneeLogins: assignees, milestone: milestone, commentCount: comments,
              htmlURL: htmlURL ?? "https://github.com/o/r/issues/\(number)", createdAt: createdAt, updatedAt: updatedAt,
              isPullRequest: isPullRequest)
    }
}
