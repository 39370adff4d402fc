@testable import GHLiteCore
import Testing

/// The key-driven picker as a pure state machine: keys in, the choice and the lines on screen out.
@Suite(.strictDoubles) struct OptionSelectKeysTests {
    /// `label-01` ... `label-25`.
    static let labels = (1...25).map { number in
        let name = "label-" + (number < 10 ? "0" : "") + String(number)
        return OptionSelectModel.Option(value: name, title: name)
    }

    func loaded(_ kind: OptionSelectModel.Kind = .labels, _ options: [OptionSelectModel.Option] = Self.labels,
                preselected: [String] = []) throws -> OptionSelectModel {
        var environment = OptionSelectModelEnvironment.failing
        environment.loadOptions = { options }
        var model = OptionSelectModel(kind: kind, environment: environment)
        try model.load(preselected: preselected)
        return model
    }

    func lines(_ model: OptionSelectModel, width: Int = 60) -> [String] {
        OptionPickerScreen(style: TerminalStyle(variables: [:], isTerminal: false), width: width)
            .lines(model, question: "Labels")
    }

    @Test func arrowsMoveAndTheViewportScrollsTenRowsAtATime() throws {
        var model = try loaded()
        #expect(lines(model).count == 12) // The question, ten rows, where the view is.
        #expect(lines(model).last == "  1-10 of 25")
        for _ in 0..<12 { #expect(model.press(.down) == .again) }
        #expect((model.cursor, model.top) == (12, 3))
        #expect(lines(model)[1] == "  [ ] label-04")
        #expect(lines(model)[10] == "> [ ] label-13")
        #expect(lines(model).last == "  4-13 of 25")
        _ = model.press(.pageDown)
        _ = model.press(.pageDown)
        #expect((model.cursor, model.top) == (24, 15))
        _ = model.press(.down) // Past the last: round to the first, as survey does.
        #expect((model.cursor, model.top) == (0, 0))
        _ = model.press(.up)
        #expect(model.cursor == 24)
        _ = model.press(.home)
        #expect((model.cursor, model.top) == (0, 0))
    }

    @Test func spaceTogglesRightSelectsAllShownLeftNoneAndEnterAccepts() throws {
        var model = try loaded()
        _ = model.press(.down)
        _ = model.press(.character(" "))
        #expect(model.selection == ["label-02"])
        #expect(lines(model)[2] == "> [x] label-02")
        _ = model.press(.character(" "))
        #expect(model.selection.isEmpty)
        for key in "label-2" { _ = model.press(.character(key)) }
        #expect(model.visible.map(\.value) == ["label-20", "label-21", "label-22", "label-23", "label-24", "label-25"])
        #expect(model.cursor == 0)
        #expect(lines(model)[0].hasPrefix("? Labels label-2  [Use arrows"))
        _ = model.press(.right)
        #expect(model.selection.count == 6)
        _ = model.press(.backspace)
        _ = model.press(.backspace)
        #expect(model.filter == "label")
        _ = model.press(.left) // None of those shown, now all 25.
        #expect(model.selection.isEmpty)
        _ = model.press(.character(" "))
        #expect(model.press(.enter) == .done)
        #expect(model.selection == ["label-01"])
    }

    @Test func aFilterThatMatchesNothingSaysSoAndEnterWaits() throws {
        var model = try loaded()
        for key in "zz" { _ = model.press(.character(key)) }
        #expect(lines(model).count == 2)
        #expect(lines(model).last == "  nothing matches \"zz\"")
        var single = try loaded(.choice)
        _ = single.press(.character("z"))
        #expect(single.rows.isEmpty)
        #expect(single.press(.enter) == .again)
    }

    @Test func aMilestoneStartsOnItsCurrentChoiceAndOffersNone() throws {
        let options = [OptionSelectModel.Option(value: "1", title: "v1.0"), OptionSelectModel.Option(value: "2", title: "v2.0")]
        var model = try loaded(.milestone, options, preselected: ["2"])
        #expect(lines(model) == ["? Labels  [Use arrows to move, type to filter]", "  (none)", "  v1.0", "> v2.0"])
        _ = model.press(.character(" ")) // Space does not choose; it would start a filter.
        _ = model.press(.home)
        #expect(model.press(.enter) == .done)
        #expect(model.selection.isEmpty)
        _ = model.press(.down)
        #expect(model.press(.enter) == .done)
        #expect(model.selection == ["1"])
    }

    /// As survey filters gh's "(none)" like any other row: typing lands on the first match, and "(none)" is
    /// shown only while it matches what was typed.
    @Test func typingAMilestoneLandsOnItsFirstMatchAndNoneOnlyWhenItMatches() throws {
        let options = [OptionSelectModel.Option(value: "1", title: "v1.0"), OptionSelectModel.Option(value: "2", title: "v2.0")]
        var model = try loaded(.milestone, options, preselected: ["1"])
        for key in "v2" { _ = model.press(.character(key)) }
        #expect(lines(model) == ["? Labels v2  [Use arrows to move, type to filter]", "> v2.0"])
        #expect(model.press(.enter) == .done)
        #expect(model.selection == ["2"])
        _ = model.press(.control("u"))
        for key in "NO" { _ = model.press(.character(key)) }
        #expect(lines(model) == ["? Labels NO  [Use arrows to move, type to filter]", "> (none)"])
        #expect(model.press(.enter) == .done)
        #expect(model.selection.isEmpty)
        var type = try loaded(.issueType, [OptionSelectModel.Option(value: "Bug", title: "Bug")])
        _ = type.press(.character("b"))
        #expect(type.press(.enter) == .done)
        #expect(type.selection == ["Bug"])
    }

    @Test func linesAreCutToTheTerminalsWidthAndServerTextIsMadeSafe() throws {
        let options = [OptionSelectModel.Option(value: "x", title: "evil\u{1B}[2Jname", detail: String(repeating: "d", count: 100))]
        let shown = lines(try loaded(.labels, options), width: 30)
        #expect(shown[1].count == 29)
        #expect(!shown.joined().contains("\u{1B}"))
    }
}
