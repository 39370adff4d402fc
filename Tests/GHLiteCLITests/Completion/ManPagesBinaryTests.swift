import Foundation
import Testing

/// `gh-lite help --man DIR` writes pages that roff renders without a warning, each listing its command's flags.
@Suite struct ManPagesBinaryTests {
    @Test func helpManWritesAPagePerCommand() throws {
        let home = try TemporaryDirectory()
        let folder = home.url.appendingPathComponent("man1")
        let result = try GHLiteRun.run(["help", "--man", folder.path], environment: ["HOME": home.path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let written = result.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        for page in ["gh-lite.1", "gh-lite-issue.1", "gh-lite-issue-list.1", "gh-lite-completion.1", "gh-lite-repos.1"] {
            #expect(written.contains(page), "\(page) not written: \(written)")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(written))
    }

    @Test(.enabled(if: InstalledTool("groff").isInstalled, "groff is not installed (apt-get install groff-base)"))
    func pagesRenderWithoutWarningsAndListEveryFlag() throws {
        let home = try TemporaryDirectory()
        let written = try GHLiteRun.run(["help", "--man", home.path], environment: ["HOME": home.path])
        #expect(written.status == 0, "\(written.stderr)")
        let groff = InstalledTool("groff")
        let pages = written.stdout.split(separator: "\n").map(String.init)
        let check = try groff.run(["-man", "-ww", "-z"] + pages, in: home.url, home: home.url)
        #expect(check.status == 0 && check.error.isEmpty, "groff warns: \(check.error)")

        let page = try groff.run(["-man", "-Tutf8", "-P-cbou", home.url.appendingPathComponent("gh-lite-issue-list.1").path],
                                 in: home.url, home: home.url)
        let help = try GHLiteRun.run(["issue", "list", "--help"], environment: ["HOME": home.path])
        let flags = help.stdout.split(separator: "\n").compactMap { line -> String? in
            line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
        }
        #expect(flags.count > 10, "no flags read from --help: \(help.stdout)")
        for flag in flags {
            #expect(page.output.contains(flag), "\(flag) not on the rendered page")
        }
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES"] {
            #expect(page.output.contains("\n" + heading + "\n"), "no \(heading) section")
        }
        #expect(page.output.contains("-s, --state string"))
    }

    @Test func anUnwritableDirectoryIsOneLineAndExitOne() throws {
        let home = try TemporaryDirectory()
        let file = home.url.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        let result = try GHLiteRun.run(["help", "--man", file.path + "/man1"], environment: ["HOME": home.path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("a directory you can write to"),
                "\(result.stderr)")
    }
}
