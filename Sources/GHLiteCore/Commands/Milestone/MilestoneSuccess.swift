/// What a milestone write prints: on a terminal gh's success line naming it; piped, its URL (for scripts).
enum MilestoneSuccess {
    static func announce(_ milestone: Milestone, _ what: String, context: CommandContext) {
        guard context.io.stdoutIsTerminal else {
            context.io.writeOutput(milestone.url + "\n")
            return
        }
        SuccessLine.announce("Milestone \(SuccessLine.quoted(milestone.title)) (#\(milestone.number)) \(what)",
                             context: context)
    }
}
