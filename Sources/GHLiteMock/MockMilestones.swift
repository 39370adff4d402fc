import Foundation
import GHLiteCore

/// The milestone commands over the mock data: each repository starts with the milestones `MockIssues` lists;
/// writes are kept (per client) with GitHub's 422 `already_exists` on a taken title and 404 on a missing number.
enum MockMilestones {
    static func install(into client: inout GitHubClient) {
        let canned = client.listMilestones
        let store = Locked<[String: [Milestone]]>([:])
        @Sendable func change<T>(_ repo: RepoRef, _ body: (inout [Milestone]) throws -> T) throws -> T {
            let key = "\(repo.owner)/\(repo.name)".lowercased()
            let known = store.withLock { $0[key] }
            var milestones = try known ?? Page.all { try canned(repo, MilestonesQuery(state: .all, pageURL: $0)) }
            let result = try body(&milestones)
            store.withLock { $0[key] = milestones }
            return result
        }
        let alreadyExists = GitHubAPIError(status: 422, message: "Validation Failed",
                                           errors: [.init(resource: "Milestone", field: "title", code: "already_exists")],
                                           url: "mock://milestones")
        let notFound = GitHubAPIError(status: 404, message: "Not Found", url: "mock://milestones")
        @Sendable func apply(_ fields: MilestoneFields, to milestone: inout Milestone, among all: [Milestone]) throws {
            if let title = fields.title, all.contains(where: { $0.title == title && $0.number != milestone.number }) {
                throw alreadyExists
            }
            milestone.title = fields.title ?? milestone.title
            milestone.description = fields.description ?? milestone.description
            milestone.state = fields.state ?? milestone.state
            switch fields.due {
            case .on(let day)?: milestone.dueOn = ISO8601DateFormatter().date(from: day + "T00:00:00Z")
            case .none?: milestone.dueOn = nil
            case nil: break
            }
        }

        client.listMilestones = { repo, query in
            var matching = try change(repo) { $0 }.filter { query.state == .all || $0.state == query.state.rawValue }
            if query.sort == .completeness {
                func done(_ m: Milestone) -> Double { Double(m.closedIssues) / Double(max(1, m.openIssues + m.closedIssues)) }
                matching.sort { done($0) < done($1) }
            } else {
                matching.sort { ($0.dueOn ?? .distantFuture) < ($1.dueOn ?? .distantFuture) }
            }
            if query.direction == .desc { matching.reverse() }
            return MockPaging.page(of: matching, perPage: query.perPage, pageURL: query.pageURL,
                                   baseURL: "mock://repos/\(repo)/milestones")
        }
        client.createMilestone = { repo, fields in
            try change(repo) { milestones in
                var created = Milestone(number: (milestones.map(\.number).max() ?? 0) + 1, title: "")
                try apply(fields, to: &created, among: milestones)
                milestones.append(created)
                return created
            }
        }
        client.updateMilestone = { repo, number, fields in
            try change(repo) { milestones in
                guard let at = milestones.firstIndex(where: { $0.number == number }) else { throw notFound }
                try apply(fields, to: &milestones[at], among: milestones)
                return milestones[at]
            }
        }
        client.deleteMilestone = { repo, number in
            try change(repo) { milestones in
                guard let at = milestones.firstIndex(where: { $0.number == number }) else { throw notFound }
                milestones.remove(at: at)
            }
        }
    }
}
