import GHLiteCore
import Testing

@Suite(.strictDoubles) struct OptionSelectModelTests {
    static let labels = ["bug", "documentation", "enhancement", "good first issue", "help wanted"].map {
        OptionSelectModel.Option(value: $0, title: $0)
    }

    func model(_ kind: OptionSelectModel.Kind = .labels,
               _ options: [OptionSelectModel.Option] = Self.labels) -> OptionSelectModel {
        var environment = OptionSelectModelEnvironment.failing
        environment.loadOptions = { options }
        return OptionSelectModel(kind: kind, environment: environment)
    }

    @Test func numbersAndRangesToggleAndAnEmptyLineFinishes() throws {
        var picker = model()
        try picker.load()
        #expect(picker.reply(to: "1 3") == .again)
        #expect(picker.selection == ["bug", "enhancement"])
        #expect(picker.reply(to: "3,4-5") == .again)
        #expect(picker.selection == ["bug", "good first issue", "help wanted"])
        #expect(picker.reply(to: "") == .done)
    }

    @Test func textFiltersAndNumbersThenCountWithinTheFilter() throws {
        var picker = model()
        try picker.load()
        #expect(picker.reply(to: "HELP") == .again)
        #expect(picker.visible.map(\.value) == ["help wanted"])
        #expect(picker.reply(to: "1") == .again)
        #expect(picker.selection == ["help wanted"])
        #expect(picker.reply(to: "*") == .again)
        #expect(picker.visible.count == 5)
    }

    @Test func unusableLinesSayWhyAndChangeNothing() throws {
        var picker = model()
        try picker.load()
        _ = picker.reply(to: "doc")
        #expect(picker.reply(to: "2") == .invalid("there is no option 2"))
        #expect(picker.reply(to: "zzz") == .invalid("nothing matches \"zzz\""))
        #expect(picker.filter == "doc")
        #expect(picker.selection.isEmpty)
    }

    @Test func aSingleChoiceFinishesOnItsNumber() throws {
        var picker = model(.milestone, [.init(milestone: Milestone(number: 4, title: "v1.0")),
                                        .init(milestone: Milestone(number: 7, title: "v2.0"))])
        try picker.load()
        #expect(picker.reply(to: "1 2") == .invalid("choose one number"))
        #expect(picker.reply(to: "2") == .done)
        #expect(picker.selection == ["7"])
    }

    @Test func preselectedValuesAreMatchedWithoutCaseAndMissingOnesReturned() throws {
        var picker = model()
        let missing = try picker.load(preselected: ["Bug", "triage"])
        #expect(picker.selection == ["bug"])
        #expect(missing == ["triage"])
    }

    @Test func theContainerBindsTheRepositoryIntoTheList() throws {
        var environment = ContainerEnvironment.failing
        let asked = Locked<[RepoRef]>([])
        environment.gitHub.listLabels = { repo in
            asked.withLock { $0.append(repo) }
            return [Label(name: "bug", description: "Something isn't working")]
        }
        let container = Container(environment: environment, configuration: Configuration(variables: [:]))
        var picker = container.makeOptionSelectModel(repo: RepoRef(owner: "octocat", name: "Hello-World"), kind: .labels)
        try picker.load()
        #expect(picker.options == [.init(value: "bug", title: "bug", detail: "Something isn't working")])
        #expect(asked.value == [RepoRef(owner: "octocat", name: "Hello-World")])
        #expect(asked.value.count == 1, "labels only, once")
        let milestonesAsked = Locked<[RepoRef]>([])
        environment.gitHub.listMilestones = { repo, query in
            milestonesAsked.withLock { $0.append(repo) }
            return Page(items: [], nextPageURL: nil)
        }
        var milestones = Container(environment: environment, configuration: Configuration(variables: [:]))
            .makeOptionSelectModel(repo: RepoRef(owner: "octocat", name: "Hello-World"), kind: .milestone)
        try milestones.load()
        #expect(milestonesAsked.value == [RepoRef(owner: "octocat", name: "Hello-World")])
    }

    @Test func theMilestonePickerOffersOpenMilestonesFromEveryPage() throws {
        var environment = ContainerEnvironment.failing
        let queries = Locked<[MilestonesQuery]>([])
        environment.gitHub.listMilestones = { _, query in
            queries.withLock { $0.append(query) }
            return query.pageURL == nil
                ? MilestonesPage(items: [Milestone(number: 1, title: "v1.0")], nextPageURL: "https://api/next")
                : MilestonesPage(items: [Milestone(number: 2, title: "v2.0")])
        }
        let container = Container(environment: environment, configuration: Configuration(variables: [:]))
        var picker = container.makeOptionSelectModel(repo: RepoRef(owner: "o", name: "r"), kind: .milestone)
        try picker.load()
        #expect(picker.options.map(\.title) == ["v1.0", "v2.0"])
        #expect(queries.value.map(\.state) == [.open, .open])
        #expect(queries.value.map(\.pageURL) == [nil, "https://api/next"])
    }
}

@Suite(.strictDoubles) struct RepositoryListsPerRunTests {
    /// A template's labels are checked, then offered in the picker: one request for both, in one run.
    @Test func labelsAndAssigneesAreFetchedOncePerRunAndRepository() throws {
        let asked = Locked<[String]>([])
        var environment = ContainerEnvironment.failing
        environment.gitHub.lookUpRepository = { repo, query in
            asked.withLock { $0.append("lookup \(repo)") }
            return RepositoryLookup(labels: query.labels ? [Label(name: "bug")] : [],
                                    assignees: query.assignees ? ["octocat"] : [])
        }
        environment.gitHub.listLabels = { repo in
            asked.withLock { $0.append("labels \(repo)") }
            return [Label(name: "bug")]
        }
        let container = Container(environment: environment, configuration: Configuration(variables: [:]))
        let repo = RepoRef(owner: "octocat", name: "Hello-World")
        let model = container.makeNewIssueModel(repo: repo, templatesFromCheckout: false)
        let both = RepositoryLookupQuery(labels: true, assignees: true)
        #expect(try model.environment.lookUpRepository(both) == RepositoryLookup(labels: [Label(name: "bug")],
                                                                                 assignees: ["octocat"]))
        #expect(try container.makeOptionSelectModel(repo: repo, kind: .labels).environment.loadOptions().map(\.value) == ["bug"])
        #expect(try container.makeOptionSelectModel(repo: repo, kind: .assignees).environment.loadOptions().map(\.value)
                == ["octocat"])
        // Checked again (a template's names after the flags'): the run has both lists, nothing is asked.
        #expect(try model.environment.lookUpRepository(both).labels == [Label(name: "bug")])
        _ = try container.makeOptionSelectModel(repo: RepoRef(owner: "octocat", name: "Spoon-Knife"), kind: .labels)
            .environment.loadOptions()
        #expect(asked.value == ["lookup octocat/Hello-World", "labels octocat/Spoon-Knife"])
        // A new run asks again.
        let nextRun = Container(environment: environment, configuration: Configuration(variables: [:]))
        _ = try nextRun.makeOptionSelectModel(repo: repo, kind: .labels).environment.loadOptions()
        #expect(asked.value.count == 3)
    }
}
