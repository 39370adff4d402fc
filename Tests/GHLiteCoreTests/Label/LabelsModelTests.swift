import GHLiteCore
import Testing

@Suite(.strictDoubles) struct LabelsModelTests {
    static let alreadyExists = GitHubAPIError(status: 422, message: "Validation Failed",
                                              errors: [.init(resource: "Label", field: "name", code: "already_exists")],
                                              url: "https://api.github.com/repos/o/r/labels")

    static func labels(_ names: [String]) -> [RepositoryLabel] { names.map { RepositoryLabel(name: $0, color: "111111") } }

    @Test func listAsksForWhatIsLeftAndFollowsCursors() throws {
        let queries = Locked<[LabelConnectionQuery]>([])
        var environment = LabelsModelEnvironment.failing
        environment.listRepositoryLabels = { query in
            queries.withLock { $0.append(query) }
            return query.after == nil
                ? LabelConnectionPage(items: Self.labels(["a", "b"]), totalCount: 5, nextCursor: "c1")
                : LabelConnectionPage(items: Self.labels(["c"]), totalCount: 5, nextCursor: "c2")
        }
        let listing = try LabelsModel(environment: environment).list(limit: 3, query: LabelConnectionQuery(sort: .name))
        #expect(listing.labels.map(\.name) == ["a", "b", "c"])
        #expect(listing.totalCount == 5)
        #expect(queries.value.map(\.first) == [3, 1])
        #expect(queries.value.map(\.after) == [nil, "c1"])
        #expect(queries.value.allSatisfy { $0.sort == .name })
    }

    @Test func createWithoutColourTakesARandomOne() throws {
        let sent = Locked<[LabelFields]>([])
        var environment = LabelsModelEnvironment.failing
        environment.randomColor = { "5319E7" }
        environment.createLabel = { fields in
            sent.withLock { $0.append(fields) }
            return nil
        }
        try LabelsModel(environment: environment).create(name: "bug", color: nil, description: nil, force: false)
        #expect(sent.value == [LabelFields(name: "bug", color: "5319E7")])
    }

    @Test func forceUpdatesAnExistingLabelKeepingItsColourWhenNoneWasGiven() throws {
        let updates = Locked<[LabelFields]>([])
        var environment = LabelsModelEnvironment.failing
        environment.randomColor = { "5319E7" }
        environment.createLabel = { _ in throw Self.alreadyExists }
        environment.updateLabel = { name, fields in
            #expect(name == "bug")
            updates.withLock { $0.append(fields) }
            return nil
        }
        try LabelsModel(environment: environment).create(name: "bug", color: nil, description: "Broken", force: true)
        #expect(updates.value == [LabelFields(description: "Broken")])
    }

    @Test func withoutForceAnExistingLabelIsAFailureNamingIt() {
        var environment = LabelsModelEnvironment.failing
        environment.randomColor = { "5319E7" }
        environment.createLabel = { _ in throw Self.alreadyExists }
        #expect(throws: LabelsModel.Failure.alreadyExists("Bug")) {
            try LabelsModel(environment: environment).create(name: "Bug", color: nil, description: nil, force: false)
        }
    }

    @Test func editFailuresNameTheRightLabel() {
        var environment = LabelsModelEnvironment.failing
        environment.updateLabel = { name, _ in
            if name == "missing" { throw GitHubAPIError(status: 404, message: "Not Found", url: "u") }
            throw Self.alreadyExists
        }
        let model = LabelsModel(environment: environment)
        #expect(throws: LabelsModel.Failure.notFound("missing")) { try model.edit("missing", LabelFields(color: "000000")) }
        #expect(throws: LabelsModel.Failure.alreadyExists("taken")) { try model.edit("bug", LabelFields(name: "taken")) }
    }

    @Test func cloneListsTheLabelsHereFirstAndWritesOnlyWhatItMust() throws {
        var source = LabelsModelEnvironment.failing
        source.listRepositoryLabels = { _ in
            LabelConnectionPage(items: Self.labels(["bug", "new", "raced"]), totalCount: 3, nextCursor: nil)
        }
        let written = Locked<[String]>([])
        var destination = LabelsModelEnvironment.failing
        destination.listRepositoryLabels = { _ in LabelConnectionPage(items: Self.labels(["Bug"]), totalCount: 1, nextCursor: nil) }
        destination.createLabel = { fields in
            // Made here by someone else since the list: GitHub refuses it.
            if fields.name == "raced" { throw Self.alreadyExists }
            written.withLock { $0.append("create \(fields.name ?? "")") }
            return nil
        }
        destination.updateLabel = { name, fields in
            written.withLock { $0.append("update \(name) \(fields.color ?? "")") }
            return nil
        }
        let model = LabelsModel(environment: destination)
        let summary = try model.clone(from: LabelsModel(environment: source), force: false)
        #expect(summary.cloned == 1 && summary.total == 3)
        #expect(written.value == ["create new"])

        written.withLock { $0 = [] }
        let forced = try model.clone(from: LabelsModel(environment: source), force: true)
        #expect(forced.cloned == 3 && forced.total == 3)
        #expect(written.value == ["update Bug 111111", "create new", "update raced 111111"])
    }
}
