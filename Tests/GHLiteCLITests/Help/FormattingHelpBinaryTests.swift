import Foundation
import Testing

/// What an installed binary's user reads about `--jq` and `--template`: a help topic, as gh's `gh help formatting`,
/// rather than a pointer to a README they do not have.
@Suite struct FormattingHelpBinaryTests {
    func run(_ arguments: [String]) throws -> GHLiteRun {
        try GHLiteRun.run(arguments, environment: ["NO_COLOR": "1", "GH_TOKEN": "gho_unused"])
    }

    @Test func theFlagsPointAtTheFormattingTopicWhichNamesTheTemplatesFunctions() throws {
        for command in [["issue", "list", "--help"], ["api", "--help"], ["label", "list", "--help"]] {
            let help = try run(command)
            #expect(help.status == 0, "\(command): \(help.stderr)")
            #expect(help.stdout.contains(#"Format JSON output using a Go template; see "gh-lite help formatting""#), "\(command)")
            #expect(!help.stdout.contains("README") && !help.stdout.contains("subset of jq"), "\(command)")
        }
        let topic = try run(["help", "formatting"])
        #expect(topic.status == 0, "\(topic.stderr)")
        for function in ["autocolor", "color <style> <input>", "join <sep> <list>", "pluck <field> <list>", "tablerow <fields>...",
                         "tablerender", "timeago <time>", "timefmt <format> <time>", "truncate <length> <input>",
                         "hyperlink <url> <text>"] {
            #expect(topic.stdout.contains("- `\(function)`"), "\(function)")
        }
        #expect(topic.stdout.contains("`input_filename`, `$__loc__`, `halt`, `halt_error`, modules"))
        #expect(try run(["--help"]).stdout.contains("HELP TOPICS\n  formatting "))
    }
}
