@testable import GHLiteCore
import Foundation
import Testing

@Suite(.strictDoubles) struct MilestonesModelTests {
    static let milestones = [
        Milestone(number: 1, title: "v1.0", openIssues: 3, closedIssues: 1),
        Milestone(number: 2, title: "Beta", state: "closed"),
        Milestone(number: 3, title: "alpha"),
    ]

    static let epoch = Date(timeIntervalSince1970: 0)

    static func listing(_ queries: Locked<[MilestonesQuery]>? = nil) -> @Sendable (MilestonesQuery) throws -> MilestonesPage {
        { query in
            queries?.withLock { $0.append(query) }
            return query.pageURL == nil ? MilestonesPage(items: Array(milestones.prefix(2)), nextPageURL: "next")
                                        : MilestonesPage(items: Array(milestones.suffix(1)))
        }
    }

    @Test func listSendsGitHubsOrderAndStopsAtTheLimit() throws {
        let queries = Locked<[MilestonesQuery]>([])
        var environment = MilestonesModelEnvironment.failing
        environment.listMilestones = Self.listing(queries)
        let listed = try MilestonesModel(environment: environment).list(state: .open, sort: .completeness, limit: 2)
        #expect(listed.map(\.number) == [1, 2])
        #expect(queries.value == [MilestonesQuery(state: .open, sort: .completeness, direction: .desc, perPage: 2)])
    }

    @Test func titleOrderReadsEveryPageAndSortsHere() throws {
        let queries = Locked<[MilestonesQuery]>([])
        var environment = MilestonesModelEnvironment.failing
        environment.listMilestones = Self.listing(queries)
        let listed = try MilestonesModel(environment: environment).list(state: .all, sort: .title, limit: 2)
        #expect(listed.map(\.title) == ["alpha", "Beta"])
        #expect(queries.value.map(\.sort) == [nil, nil])
        #expect(queries.value.map(\.pageURL) == [nil, "next"])
    }

    @Test func findTakesANumberOrATitleInAnyCaseAcrossPages() throws {
        var environment = MilestonesModelEnvironment.failing
        environment.listMilestones = Self.listing()
        let model = MilestonesModel(environment: environment)
        #expect(try model.find("#3").title == "alpha")
        #expect(try model.find("BETA").number == 2)
        #expect(throws: MilestonesModel.Failure.notFound("alpa", suggestions: ["alpha"])) { try model.find("alpa") }
    }

    @Test func viewListsOpenIssuesOfItsNumberWithoutPullRequests() throws {
        var environment = MilestonesModelEnvironment.failing
        environment.listMilestones = Self.listing()
        environment.listIssues = { query in
            #expect(query == IssuesQuery(state: .open, milestone: "1", perPage: 5))
            return IssuesPage(items: [7, 8].map { number in
                Issue.fixture(number, title: "t", htmlURL: "", createdAt: Self.epoch, isPullRequest: number == 8)
            })
        }
        let viewed = try MilestonesModel(environment: environment).view("v1.0", issueLimit: 5)
        #expect(viewed.milestone.number == 1)
        #expect(viewed.openIssues.map(\.number) == [7])
    }

    @Test func editPatchesTheNumberFoundAndATakenTitleIsAFailureNamingIt() throws {
        var environment = MilestonesModelEnvironment.failing
        environment.listMilestones = Self.listing()
        environment.updateMilestone = { number, fields in
            #expect(number == 3)
            throw GitHubAPIError(status: 422, message: "Validation Failed",
                                 errors: [.init(resource: "Milestone", field: "title", code: "already_exists")],
                                 url: "https://api.github.com/repos/o/r/milestones/3")
        }
        #expect(throws: MilestonesModel.Failure.alreadyExists("Beta")) {
            try MilestonesModel(environment: environment).edit("alpha", MilestoneFields(title: "Beta"))
        }
    }

    @Test func deleteSendsTheNumber() throws {
        let deleted = Locked<[Int]>([])
        var environment = MilestonesModelEnvironment.failing
        environment.deleteMilestone = { number in deleted.withLock { $0.append(number) } }
        try MilestonesModel(environment: environment).delete(Self.milestones[1])
        #expect(deleted.value == [2])
    }

    @Test func dueDaysAreSentAsMidnightUTCAndNoDueAsNull() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let set = String(decoding: try encoder.encode(MilestoneFields(title: "x", due: .on("2025-07-04"))), as: UTF8.self)
        #expect(set == #"{"due_on":"2025-07-04T00:00:00Z","title":"x"}"#)
        let cleared = String(decoding: try encoder.encode(MilestoneFields(due: MilestoneFields.Due.none)), as: UTF8.self)
        #expect(cleared == #"{"due_on":null}"#)
    }
}

@Suite(.strictDoubles) struct MilestoneProgressTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15T15:06:40Z

    func due(_ days: Double, state: String = "open") -> Milestone {
        Milestone(number: 1, title: "x", state: state, dueOn: Self.now.addingTimeInterval(days * 86_400))
    }

    @Test func progressRoundsDown() {
        #expect(MilestoneProgress.summary(Milestone(number: 1, title: "x", openIssues: 3, closedIssues: 7)) == "7 of 10 closed, 70%")
        #expect(MilestoneProgress.summary(Milestone(number: 1, title: "x", openIssues: 1, closedIssues: 199)) == "199 of 200 closed, 99%")
        #expect(MilestoneProgress.summary(Milestone(number: 1, title: "x")) == "no issues")
    }

    @Test func dueDatesInDays() {
        #expect(MilestoneProgress.relative(due(0.1), now: Self.now) == "due today")
        #expect(MilestoneProgress.relative(due(1), now: Self.now) == "due tomorrow")
        #expect(MilestoneProgress.relative(due(3), now: Self.now) == "due in 3 days")
        #expect(MilestoneProgress.relative(due(-2), now: Self.now) == "overdue by 2 days")
        #expect(MilestoneProgress.relative(due(-1, state: "closed"), now: Self.now) == "was due 1 day ago")
        #expect(MilestoneProgress.relative(due(90), now: Self.now) == "due in about 3 months")
        #expect(MilestoneProgress.relative(due(-800), now: Self.now) == "overdue by about 2 years")
        #expect(MilestoneProgress.relative(Milestone(number: 1, title: "x"), now: Self.now) == "no due date")
    }
}
