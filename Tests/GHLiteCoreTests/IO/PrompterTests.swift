import GHLiteCore
import Testing

@Suite(.strictDoubles) struct PrompterTests {
    func select(typing input: String) throws -> (choice: Int, shown: String) {
        let memory = MemoryIO(input: input, terminal: true)
        let choice = try Prompter(io: memory.io, style: TerminalStyle(enabled: false))
            .select("What's next?", options: ["Submit", "Edit body", "Cancel"])
        return (choice, memory.error)
    }

    @Test func enterTakesTheFirstChoiceAsGhsHighlightedOneAndSaysSo() throws {
        let (choice, shown) = try select(typing: "\n")
        #expect(choice == 0)
        #expect(shown == "? What's next?\n  1. Submit\n  2. Edit body\n  3. Cancel\n> [Enter: Submit] ")
    }

    @Test func aNumberOrTheStartOfAChoicePicksIt() throws {
        #expect(try select(typing: "3\n").choice == 2)
        #expect(try select(typing: "ed\n").choice == 1)
    }

    @Test func anAnswerThatFitsNothingIsAskedAgain() throws {
        let (choice, shown) = try select(typing: "9\ncancel\n")
        #expect(choice == 2)
        #expect(shown.contains("X Sorry, your reply was invalid: type a number from 1 to 3, or press Enter for Submit\n"))
    }

    @Test func theEndOfInputCancels() {
        #expect(throws: CommandError.cancelled) { try select(typing: "") }
    }
}
