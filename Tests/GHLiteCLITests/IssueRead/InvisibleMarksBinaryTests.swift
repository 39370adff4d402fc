import Foundation
import Testing

/// A title, body, comment and label with direction marks and invisible format characters reach no terminal with
/// them, in a list, a view (rendered and piped) or `--json`; an emoji sequence keeps its joiner.
@Suite struct InvisibleMarksBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    /// Arabic letter mark, right-to-left mark and override, zero-width space, joiners, word joiner, byte order
    /// mark, and a tag spelling a hidden word.
    static let marks = "\u{061C}\u{200F}\u{202E}\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}\u{E0068}\u{E0069}"

    static func shownMarks(in text: String) -> [String] {
        text.unicodeScalars.filter { Self.marks.unicodeScalars.contains($0) }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func noMarkReachesTheTerminalAndAnEmojiKeepsItsJoiner() throws {
        let body = "Pay\(Self.marks)Pal **bold\(Self.marks)** and 👩\u{200D}💻"
        let json = try JSONSerialization.data(withJSONObject: ["title": "Log\(Self.marks)in fails", "body": body])
        let created = try simulator.send("POST", "/repos/octocat/Hello-World/issues", json: String(decoding: json, as: UTF8.self))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(created.utf8)) as? [String: Any])
        let number = try #require(object["number"] as? Int)
        let comment = try JSONSerialization.data(withJSONObject: ["body": "\u{FEFF}se\(Self.marks)cret"])
        try simulator.send("POST", "/repos/octocat/Hello-World/issues/\(number)/comments",
                           json: String(decoding: comment, as: UTF8.self))
        let environment = simulator.environment(configDirectory: home.path)
        let view = ["issue", "view", String(number), "-R", "octocat/Hello-World", "--comments"]
        let rendered = try GHLiteRun.runInTerminal(view, environment: environment, columns: 100)
        let piped = try GHLiteRun.run(Array(view.dropLast()), environment: environment)
        let pipedComments = try GHLiteRun.run(view, environment: environment)
        let list = try GHLiteRun.runInTerminal(["issue", "list", "-R", "octocat/Hello-World", "-S", "fails"],
                                               environment: environment, columns: 100)
        let jsonList = try GHLiteRun.run(["issue", "list", "-R", "octocat/Hello-World", "-S", "fails", "--json", "title"],
                                         environment: environment)
        for result in [rendered, piped, pipedComments, list, jsonList] {
            #expect(result.status == 0)
            #expect(Self.shownMarks(in: result.stdout + result.stderr).filter { $0 != "U+200D" } == [])
        }
        #expect(rendered.stdout.contains("Login fails"))
        #expect(rendered.stdout.contains("PayPal") && rendered.stdout.contains("bold") && rendered.stdout.contains("secret"))
        #expect(rendered.stdout.contains("👩\u{200D}💻") && piped.stdout.contains("👩\u{200D}💻"))
        #expect(piped.stdout.contains("title:\tLogin fails\n") && pipedComments.stdout.contains("--\nsecret\n--\n"))
        #expect(list.stdout.contains("Login fails"))
        // --json keeps the title for a reader: the marks escaped, not dropped.
        let titles = try #require(try JSONSerialization.jsonObject(with: Data(jsonList.stdout.utf8)) as? [[String: Any]])
        #expect(titles.first?["title"] as? String == "Log\(Self.marks)in fails")
    }
}
