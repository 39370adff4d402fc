import GHLiteCore
import GHLiteMock
import Testing

fileprivate typealias Issue = GHLiteCore.Issue

/// `--json comments`: gh's array of comment objects, for one issue and for lists, fetched only when asked for.
@Suite(.strictDoubles) struct IssueCommentsJSONTests {
    static let now = MockGitHubData.epoch

    func run(_ arguments: [String], terminal: Bool = false,
             environment: ContainerEnvironment = .mock) -> (ExitCode, MemoryIO) {
        let memory = MemoryIO(terminal: terminal, width: 120)
        let code = CommandLineInterface.run(["issues"] + arguments, variables: [:], io: memory.io,
                                            makeEnvironment: { _ in environment })
        return (code, memory)
    }

    static func failing() -> ContainerEnvironment {
        var environment = ContainerEnvironment.failing
        environment.clock.now = { now }
        environment.clock.sleep = { _ in }
        return environment
    }

    fileprivate static func issue(_ number: Int, comments: Int) -> Issue {
        .fixture(number, comments: comments, createdAt: now)
    }

    static func comments(_ count: Int, on number: Int, from first: Int = 1) -> [IssueComment] {
        (first..<first + count).map { IssueComment(id: "IC_\(number)_\($0)", authorLogin: "hubot", body: "#\(number) c\($0)",
                                                   createdAt: now) }
    }

    /// Answers for what REST leaves out, recording each request's ids: the first comment of each issue hidden as spam.
    static func viewerDetails(asked: Locked<[[String]]>) -> @Sendable ([String]) throws -> [String: CommentViewerDetails] {
        { ids in
            asked.withLock { $0.append(ids) }
            return Dictionary(uniqueKeysWithValues: ids.map { id in
                let hidden = id.hasSuffix("_1")
                return (id, CommentViewerDetails(isMinimized: hidden, minimizedReason: hidden ? "spam" : nil, viewerDidAuthor: false))
            })
        }
    }

    /// The mock's issue #1 comments as `--json comments` gives them: REST's keys, and GraphQL's for what REST does not
    /// say (hidden, and whose), as gh's.
    static let issueOneComments = """
        [{"author":{"login":"hubot"},"authorAssociation":"COLLABORATOR","body":"Me too",\
        "createdAt":"2024-04-23T12:00:00Z","id":"IC_mock101","includesCreatedEdit":false,"isMinimized":false,\
        "minimizedReason":"","reactionGroups":[{"content":"THUMBS_UP","users":{"totalCount":2}}],\
        "url":"https://github.com/octocat/Hello-World/issues/1#issuecomment-101","viewerDidAuthor":false},\
        {"author":{"login":"monalisa"},"authorAssociation":"MEMBER","body":"Looking into it.",\
        "createdAt":"2024-04-24T12:00:00Z","id":"IC_mock102","includesCreatedEdit":false,"isMinimized":false,\
        "minimizedReason":"","reactionGroups":[],\
        "url":"https://github.com/octocat/Hello-World/issues/1#issuecomment-102","viewerDidAuthor":false},\
        {"author":{"login":"octocat"},"authorAssociation":"OWNER","body":"Fixed in the latest release.",\
        "createdAt":"2024-05-29T12:00:00Z","id":"IC_mock103","includesCreatedEdit":false,"isMinimized":false,\
        "minimizedReason":"","reactionGroups":[],\
        "url":"https://github.com/octocat/Hello-World/issues/1#issuecomment-103","viewerDidAuthor":true}]
        """

    // MARK: one issue

    @Test func viewGivesEveryCommentInGhsShape() {
        let (code, io) = run(["octocat/Hello-World", "1", "--json", "comments"])
        #expect(code == .ok)
        #expect(io.output == "{\"comments\":\(Self.issueOneComments)}\n")
        let (_, none) = run(["octocat/Hello-World", "4", "--json", "number,comments"])
        #expect(none.output == "{\"comments\":[],\"number\":4}\n")
    }

    @Test func viewAsksForCommentsOnlyForTheCommentsFieldAndThenForAllOfThem() {
        var environment = Self.failing()
        environment.gitHub.getIssue = { _, number in Self.issue(number, comments: 101) }
        // Without an override any comment request fails the command.
        let (code, io) = run(["octocat/Hello-World", "7", "--json", "number,title,body"], environment: environment)
        #expect(code == .ok)
        #expect(io.output == "{\"body\":\"\",\"number\":7,\"title\":\"Issue 7\"}\n")

        let asked = Locked<[IssueCommentsQuery]>([])
        environment.gitHub.listIssueComments = { _, number, query in
            asked.withLock { $0.append(query) }
            return query.pageURL == nil
                ? IssueCommentsPage(items: Self.comments(100, on: number), nextPageURL: "https://api.github.com/next")
                : IssueCommentsPage(items: Self.comments(1, on: number, from: 101))
        }
        let details = Locked<[[String]]>([])
        environment.gitHub.getCommentViewerDetails = Self.viewerDetails(asked: details)
        let (_, all) = run(["octocat/Hello-World", "7", "--json", "comments"], environment: environment)
        #expect(asked.value == [IssueCommentsQuery(perPage: 100), IssueCommentsQuery(perPage: 100, pageURL: "https://api.github.com/next")])
        #expect(all.output.components(separatedBy: "\"body\":").count - 1 == 101)
        #expect(all.output.contains("\"body\":\"#7 c101\""))
        // What REST does not say, asked for all 101 at once (the GitHub client splits them 100 to a request).
        #expect(details.value == [(1...101).map { "IC_7_\($0)" }])
        #expect(all.output.components(separatedBy: "\"isMinimized\":true,\"minimizedReason\":\"spam\"").count - 1 == 1)
        #expect(all.output.components(separatedBy: "\"viewerDidAuthor\":false").count - 1 == 101)
    }

    @Test func terminalsStillShowTheCount() {
        let (_, view) = run(["octocat/Hello-World", "1"], terminal: true)
        #expect(view.output.contains("3 comments"))
        let (_, pretty) = run(["octocat/Hello-World", "5", "--json", "comments"], terminal: true)
        #expect(pretty.output.hasPrefix("{\n  \"comments\": [\n    {\n      \"author\": {\n        \"login\": \"octocat\"\n"))
    }

    // MARK: lists

    @Test func aGraphQLListSelectsCommentsOnlyWhenAskedAndShowsWhatOnlyGraphQLTells() {
        var environment = Self.failing()
        let asked = Locked<[Bool]>([])
        environment.gitHub.listRepositoryIssues = { _, query in
            asked.withLock { $0.append(query.includeComments) }
            var issue = Self.issue(1, comments: 1)
            if query.includeComments {
                issue.comments = [IssueComment(id: "IC_1", authorLogin: "octocat", authorAssociation: "OWNER",
                                               body: "Spam?", createdAt: Self.now, includesCreatedEdit: true,
                                               url: "https://github.com/o/r/issues/1#issuecomment-1",
                                               reactionGroups: [ReactionGroup(content: "HEART", count: 3)],
                                               isMinimized: true, minimizedReason: "spam", viewerDidAuthor: true)]
            }
            return IssueConnectionPage(items: [issue], totalCount: 1, nextCursor: nil)
        }
        let (_, plain) = run(["o/r", "--json", "number"], environment: environment)
        #expect(plain.output == "[{\"number\":1}]\n")
        let (code, io) = run(["o/r", "--json", "number,comments"], environment: environment)
        #expect(code == .ok)
        #expect(io.output == """
            [{"comments":[{"author":{"login":"octocat"},"authorAssociation":"OWNER","body":"Spam?",\
            "createdAt":"2024-06-01T12:00:00Z","id":"IC_1","includesCreatedEdit":true,"isMinimized":true,\
            "minimizedReason":"spam","reactionGroups":[{"content":"HEART","users":{"totalCount":3}}],\
            "url":"https://github.com/o/r/issues/1#issuecomment-1","viewerDidAuthor":true}],"number":1}]

            """)
        #expect(asked.value == [false, true])
    }

    @Test func searchListsFetchTheFirst100CommentsOfEachIssueThatHasAny() {
        var environment = Self.failing()
        let page = [Self.issue(3, comments: 2), Self.issue(2, comments: 0), Self.issue(1, comments: 150)]
        environment.gitHub.searchIssues = { _ in IssueSearchPage(items: page, nextPageURL: nil, totalCount: 3) }
        // Without the field: no comment request at all (any would fail the command).
        let (code, plain) = run(["o/r", "-S", "crash", "--json", "number"], environment: environment)
        #expect(code == .ok)
        #expect(plain.output == "[{\"number\":3},{\"number\":2},{\"number\":1}]\n")

        let asked = Locked<[String]>([])
        environment.gitHub.listIssueComments = { _, number, query in
            asked.withLock { $0.append("#\(number) per_page=\(query.perPage) page=\(query.page.map(String.init) ?? "-")") }
            return IssueCommentsPage(items: Self.comments(min(query.perPage, page.first { $0.number == number }!.commentCount),
                                                          on: number), nextPageURL: "https://api.github.com/more")
        }
        let details = Locked<[[String]]>([])
        environment.gitHub.getCommentViewerDetails = Self.viewerDetails(asked: details)
        do {
            let (_, io) = run(["o/r", "-S", "crash", "--json", "number,comments"], environment: environment)
            #expect(asked.value == ["#3 per_page=100 page=-", "#1 per_page=100 page=-"])
            #expect(io.output.components(separatedBy: "\"body\":\"#1 c").count - 1 == 100)
            #expect(io.output.contains("\"comments\":[],\"number\":2}"))
            // One call for the page's comments, each then with gh's keys.
            #expect(details.value == [(1...2).map { "IC_3_\($0)" } + (1...100).map { "IC_1_\($0)" }])
            #expect(io.output.components(separatedBy: "\"isMinimized\":true,\"minimizedReason\":\"spam\"").count - 1 == 2)
            #expect(io.output.components(separatedBy: "\"viewerDidAuthor\":false").count - 1 == 102)
        }
    }

    // MARK: reading GitHub's answers

    @Test func restCommentsKeepTheirNodeIDLinkAndUsedReactions() throws {
        let (client, _) = RESTStub.client([HTTPResponse(status: 200, body: Data("""
            [{"id": 9, "node_id": "IC_kwDOAAABc84AAAAJ", "html_url": "https://github.com/o/r/issues/1#issuecomment-9",
              "user": {"login": "hubot"}, "author_association": "CONTRIBUTOR", "body": "+1",
              "created_at": "2024-05-01T10:00:00Z", "updated_at": "2024-05-02T10:00:00Z",
              "reactions": {"url": "https://api.github.com/x", "total_count": 3, "+1": 0, "-1": 0, "laugh": 1,
                            "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 2}},
             {"id": 10, "user": null, "created_at": "2024-05-01T10:00:00Z"}]
            """.utf8))])
        let comments = try client.listIssueComments(RepoRef(owner: "o", name: "r"), 1, IssueCommentsQuery(perPage: 100)).items
        #expect(comments[0].id == "IC_kwDOAAABc84AAAAJ")
        #expect(comments[0].url == "https://github.com/o/r/issues/1#issuecomment-9")
        #expect(comments[0].includesCreatedEdit)
        #expect(comments[0].reactionGroups == [ReactionGroup(content: "LAUGH", count: 1), ReactionGroup(content: "EYES", count: 2)])
        #expect(comments[0].isMinimized == nil && comments[0].viewerDidAuthor == nil)
        #expect(comments[1].authorLogin == "ghost" && !comments[1].includesCreatedEdit && comments[1].reactionGroups == nil)
    }

    @Test func viewerDetailsAreAskedByNodeID100AtATimeAndADeletedCommentIsLeftOut() throws {
        func answer(_ ids: Range<Int>) -> HTTPResponse {
            let nodes = ids.map { $0 == 3 ? "null"
                : #"{"id":"IC_\#($0)","isMinimized":\#($0 == 1),"minimizedReason":\#($0 == 1 ? "\"spam\"" : "null"),"viewerDidAuthor":\#($0 == 2)}"# }
            return HTTPResponse(status: 200, body: Data(#"{"data":{"nodes":[\#(nodes.joined(separator: ","))]}}"#.utf8))
        }
        let (client, requests) = RESTStub.client([answer(0..<100), answer(100..<101)])
        let details = try client.getCommentViewerDetails((0..<101).map { "IC_\($0)" } + [""])
        #expect(requests.value.count == 2)
        #expect(details.count == 100)
        #expect(details["IC_1"] == CommentViewerDetails(isMinimized: true, minimizedReason: "spam", viewerDidAuthor: false))
        #expect(details["IC_2"] == CommentViewerDetails(isMinimized: false, minimizedReason: nil, viewerDidAuthor: true))
        #expect(details["IC_3"] == nil && details["IC_100"] != nil)
        let first = String(decoding: requests.value[0].body ?? Data(), as: UTF8.self)
        #expect(first.contains("query CommentViewerDetails(") && first.contains(#""IC_99""#) && !first.contains(#""IC_100""#))
    }

    @Test func theGraphQLListSelectsAndReadsCommentsOnlyWhenAsked() throws {
        let (client, requests) = RESTStub.client([HTTPResponse(status: 200, body: Data("""
            {"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 1,
              "pageInfo": {"hasNextPage": false, "endCursor": null},
              "nodes": [{"number": 1, "title": "t", "state": "OPEN", "url": "https://github.com/o/r/issues/1",
                         "createdAt": "2024-05-01T10:00:00Z", "author": {"login": "octocat"},
                         "comments": {"totalCount": 1, "nodes": [{"id": "IC_1", "author": null,
                           "authorAssociation": "NONE", "body": "hidden", "createdAt": "2024-05-01T11:00:00Z",
                           "updatedAt": "2024-05-01T11:00:00Z", "includesCreatedEdit": false, "isMinimized": true,
                           "minimizedReason": "off-topic", "url": "https://github.com/o/r/issues/1#issuecomment-1",
                           "viewerDidAuthor": false, "reactionGroups": [
                             {"content": "THUMBS_UP", "users": {"totalCount": 0}},
                             {"content": "ROCKET", "users": {"totalCount": 4}}]}]}}]}}}}
            """.utf8))])
        let repo = RepoRef(owner: "o", name: "r")
        let page = try client.listRepositoryIssues(repo, IssueConnectionQuery(first: 1, includeComments: true))
        let query = String(decoding: try #require(requests.value.first?.body), as: UTF8.self)
        #expect(query.contains("comments(first: 100) { totalCount nodes { id author { login } authorAssociation body"))
        #expect(query.contains("reactionGroups { content users { totalCount } } url viewerDidAuthor"))
        let comment = try #require(page.items.first?.comments?.first)
        #expect(comment == IssueComment(id: "IC_1", authorLogin: "ghost", authorAssociation: "NONE", body: "hidden",
                                        createdAt: Date(timeIntervalSince1970: 1_714_561_200),
                                        url: "https://github.com/o/r/issues/1#issuecomment-1",
                                        reactionGroups: [ReactionGroup(content: "ROCKET", count: 4)],
                                        isMinimized: true, minimizedReason: "off-topic", viewerDidAuthor: false))

        let (plainClient, plainRequests) = RESTStub.client([HTTPResponse(status: 200, body: Data("""
            {"data": {"repository": {"hasIssuesEnabled": true, "issues": {"totalCount": 0,
              "pageInfo": {"hasNextPage": false, "endCursor": null}, "nodes": []}}}}
            """.utf8))])
        _ = try plainClient.listRepositoryIssues(repo, IssueConnectionQuery(first: 1))
        let plain = String(decoding: try #require(plainRequests.value.first?.body), as: UTF8.self)
        #expect(plain.contains("comments { totalCount }") && !plain.contains("comments(first"))
    }
}
