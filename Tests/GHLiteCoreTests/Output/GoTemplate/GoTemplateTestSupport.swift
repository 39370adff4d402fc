import Foundation
@testable import GHLiteCore

/// Issues as `issue list --json number,title,labels,createdAt,milestone,author` exports them.
let templateIssues = #"""
    [{"number": 3, "title": "Crash on start", "labels": [{"name": "bug"}, {"name": "p1"}], "createdAt": "2024-06-01T12:00:00Z",
      "milestone": null, "author": {"login": "octocat"}},
     {"number": 12, "title": "Docs: ünïcödé ✓", "labels": [], "createdAt": "2024-05-30T12:00:00Z",
      "milestone": {"title": "v1"}, "author": {"login": "hubot"}}]
    """#

/// 2024-06-01T12:30:00Z.
let templateNow = Date(timeIntervalSince1970: 1_717_245_000)

/// The text `template` makes of `json`: piped and without colour unless asked.
func renderTemplate(_ template: String, _ json: String = templateIssues, terminal: Bool = false, colors: Bool = false,
                    width: Int = 80, budget: Int = GoTemplate.defaultBudget, memory: Int = GoTemplate.defaultMemory) throws -> String {
    let destination = ExportDestination(isTerminal: terminal, width: width, style: TerminalStyle(enabled: colors), now: { templateNow })
    return try GoTemplate(template).render(try JSONValue(json: json), to: destination, budget: budget, memory: memory)
}

/// The one-line message a template fails with, parsing or running.
func templateError(_ template: String, _ json: String = templateIssues) -> String? {
    do {
        _ = try renderTemplate(template, json)
        return nil
    } catch let error as GoTemplateError {
        return error.userMessage
    } catch {
        return "\(error)"
    }
}
