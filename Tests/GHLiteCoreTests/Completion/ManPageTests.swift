@testable import GHLiteCore
import Testing

/// The man pages are made from the same declarations as `--help` (that every flag of a command is on its page is
/// checked with its help and completion in `CommandDeclarationTests`).
@Suite(.strictDoubles) struct ManPageTests {
    @Test func everyPageHasItsOwnNameAndEverySection() {
        let pages = CommandOutline.all.map(ManPage.init)
        #expect(Set(pages.map(\.fileName)).count == pages.count, "two commands share a page name")
        for page in pages {
            let text = page.text
            for section in [".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH EXIT STATUS", ".SH ENVIRONMENT"] {
                #expect(text.contains("\n" + section + "\n"), "\(page.fileName) lacks \(section)")
            }
        }
    }

    @Test func aPageSaysWhatTheCommandIsAndOnlyNamesGhRepoWhereItApplies() throws {
        let list = ManPage(outline: try #require(CommandOutline.all.first { $0.words == "issue list" }))
        #expect(list.fileName == "gh-lite-issue-list.1")
        #expect(list.text.hasPrefix(".TH GH-LITE-ISSUE-LIST 1 "))
        #expect(list.text.contains("gh\\-lite\\-issue\\-list \\- List issues in a repository\n"))
        #expect(list.text.contains("\\fBGH_REPO\\fR"))
        let token = ManPage(outline: try #require(CommandOutline.all.first { $0.words == "auth token" }))
        #expect(!token.text.contains("GH_REPO"))
    }

    @Test func textThatRoffWouldReadAsARequestIsGuarded() {
        let page = ManPage(outline: CommandOutline.root)
        #expect(page.escaped(".hidden\n'also\nC:\\path --x") == "\\&.hidden\n\\&'also\nC:\\epath \\-\\-x")
    }
}
