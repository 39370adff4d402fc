import GHLiteCore

/// An issue as a mirror row holds it: every field `Issue` has, as JSON (the models decode GitHub's shapes only).
struct MirroredIssue: Codable, Equatable {
    struct MirroredLabel: Codable, Equatable {
        var name: String
        var color: String
        var description: String?
        /// Nil where the source did not send it.
        var id: String?
    }

    /// An author or assignee with gh's `--json` ID and name (`id` nil: a bot).
    struct MirroredPerson: Codable, Equatable {
        var login: String
        var id: String?
        var name: String?
    }

    struct MirroredMilestone: Codable, Equatable {
        var number: Int
        var title: String
        var state: String
        var description: String?
        var dueOn: Date?
        var openIssues: Int
        var closedIssues: Int
        var url: String
    }

    struct MirroredComment: Codable, Equatable {
        var id: String
        var authorLogin: String
        var authorAssociation: String
        var body: String
        var createdAt: Date
        var updatedAt: Date
        var includesCreatedEdit: Bool
        var url: String
        var reactions: [[String: Int]]?
        var isMinimized: Bool?
        var minimizedReason: String?
        var viewerDidAuthor: Bool?
    }

    var number: Int
    var title: String
    var body: String?
    var closed: Bool
    var stateReason: String?
    var authorLogin: String
    var labels: [MirroredLabel]
    var assigneeLogins: [String]
    /// IDs and names, when the list that brought the issue had them.
    var author: MirroredPerson?
    var assignees: [MirroredPerson]?
    var milestone: MirroredMilestone?
    var commentCount: Int
    var comments: [MirroredComment]?
    var htmlURL: String
    var createdAt: Date
    var updatedAt: Date
    var closedAt: Date?
    var issueType: IssueType?
    var links: IssueLinks?

    init(_ issue: Issue) {
        number = issue.number
        title = issue.title
        body = issue.body
        closed = issue.state == .closed
        stateReason = issue.stateReason
        authorLogin = issue.authorLogin
        labels = issue.labels.map(MirroredLabel.init)
        assigneeLogins = issue.assigneeLogins
        author = issue.extras.author.map(MirroredPerson.init)
        assignees = issue.extras.assignees?.map(MirroredPerson.init)
        milestone = issue.milestone.map(MirroredMilestone.init)
        commentCount = issue.commentCount
        comments = issue.comments.map { $0.map(MirroredComment.init) }
        htmlURL = issue.htmlURL
        createdAt = issue.createdAt
        updatedAt = issue.updatedAt
        closedAt = issue.closedAt
        issueType = issue.issueType
        links = issue.links
    }

    var issue: Issue {
        var issue = Issue(number: number, title: title, body: body, state: closed ? .closed : .open,
                          stateReason: stateReason, authorLogin: authorLogin, labels: labels.map(\.label),
                          assigneeLogins: assigneeLogins, milestone: milestone?.milestone, commentCount: commentCount,
                          htmlURL: htmlURL, createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt)
        issue.comments = comments?.map(\.comment)
        issue.issueType = issueType
        issue.links = links
        if let author { (issue.extras.author, issue.extras.hasAuthor) = (author.person, true) }
        issue.extras.assignees = assignees?.map(\.person)
        return issue
    }
}

extension MirroredIssue.MirroredPerson {
    init(_ person: Person) { self.init(login: person.login, id: person.id, name: person.name) }
    var person: Person { Person(login: login, id: id, name: name) }
}

extension MirroredIssue.MirroredLabel {
    init(_ label: Label) { self.init(name: label.name, color: label.color, description: label.description, id: label.id) }
    var label: Label { Label(name: name, color: color, description: description, id: id) }
}

extension MirroredIssue.MirroredMilestone {
    init(_ milestone: Milestone) {
        self.init(number: milestone.number, title: milestone.title, state: milestone.state,
                  description: milestone.description, dueOn: milestone.dueOn, openIssues: milestone.openIssues,
                  closedIssues: milestone.closedIssues, url: milestone.url)
    }

    var milestone: Milestone {
        Milestone(number: number, title: title, state: state, description: description, dueOn: dueOn,
                  openIssues: openIssues, closedIssues: closedIssues, url: url)
    }
}

extension MirroredIssue.MirroredComment {
    init(_ comment: IssueComment) {
        self.init(id: comment.id, authorLogin: comment.authorLogin, authorAssociation: comment.authorAssociation,
                  body: comment.body, createdAt: comment.createdAt, updatedAt: comment.updatedAt,
                  includesCreatedEdit: comment.includesCreatedEdit, url: comment.url,
                  reactions: comment.reactionGroups?.map { [$0.content: $0.count] },
                  isMinimized: comment.isMinimized, minimizedReason: comment.minimizedReason,
                  viewerDidAuthor: comment.viewerDidAuthor)
    }

    var comment: IssueComment {
        let groups = reactions?.compactMap { $0.first.map { ReactionGroup(content: $0.key, count: $0.value) } }
        return IssueComment(id: id, authorLogin: authorLogin, authorAssociation: authorAssociation, body: body,
                            createdAt: createdAt, updatedAt: updatedAt, includesCreatedEdit: includesCreatedEdit,
                            url: url, reactionGroups: groups, isMinimized: isMinimized,
                            minimizedReason: minimizedReason, viewerDidAuthor: viewerDidAuthor)
    }
}
