import Testing

extension CompletionBinaryTests {
    /// Every label and milestone write offers its `--json` fields: the label's or the milestone's, as the lists do.
    @Test func bashCompletesTheJSONFieldsOfLabelAndMilestoneWrites() throws {
        for write in [["label", "create", "bug"], ["label", "edit", "bug"], ["label", "delete", "bug"],
                      ["label", "clone", "cli/cli"]] {
            #expect(try bashReplies(write + ["--json", "name,is"]) == ["name,isDefault"], "\(write)")
        }
        for write in [["milestone", "create", "v2"], ["milestone", "edit", "v2"], ["milestone", "close", "v2"],
                      ["milestone", "reopen", "v2"], ["milestone", "delete", "v2"]] {
            #expect(try bashReplies(write + ["--json", "number,pro"]) == ["number,progress"], "\(write)")
        }
        #expect(Set(try bashReplies(["milestone", "create", "v2", "--j"])) == ["--jq", "--json"])
    }
}
