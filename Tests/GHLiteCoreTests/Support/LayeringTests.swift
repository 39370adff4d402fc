import Testing

/// The lower folders (HTTP, GitHub, the mirror, the outbox, formats, configuration, IO, system services) and
/// GHLiteLive never name a type declared under Commands/, App/ or CLI/: what they need is declared with them, or
/// handed to them as a closure. Read from the sources until the target split makes the compiler hold it.
@Suite(.strictDoubles) struct LayeringTests {
    static let upperFolders = ["Commands", "App", "CLI"].map { "Sources/GHLiteCore/" + $0 }
    static let lowerFolders = ["HTTP", "GitHub", "Mirror", "Outbox", "Output", "Configuration", "IO", "System",
                               "Support", "Auth", "Environment"].map { "Sources/GHLiteCore/" + $0 }
        + ["Sources/GHLiteLive"]

    /// The types a file declares at its top level (nested ones are named through them).
    static func declaredTypes(in text: String) throws -> [String] {
        try DoublesShapeTests.matches(
            #"^(?:(?:public|internal|package|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#,
            in: text)
    }

    /// `file:line: Name` for each word in `text` that is one of `names`; comments and multi-line string literals
    /// (GraphQL documents, whose operations may share a type's name) are not code.
    static func references(to names: Set<String>, in text: String, path: String) throws -> [String] {
        var found: [String] = []
        var inMultilineString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let quotes = line.ranges(of: "\"\"\"")
            let wasInMultilineString = inMultilineString
            if quotes.count % 2 == 1 { inMultilineString.toggle() }
            if wasInMultilineString { continue }
            let beforeStrings = quotes.first.map { line[..<$0.lowerBound] } ?? line
            let code = beforeStrings.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for word in try DoublesShapeTests.matches(#"\b([A-Z]\w*)\b"#, in: String(code)) where names.contains(word) {
                found.append("\(path):\(index + 1): \(word)")
            }
        }
        return found
    }

    @Test func findsAReferenceInCodeButNotInCommentsOrDocuments() throws {
        let text = """
            // CommandContext in a comment
            let documents: [BulkRun] = \"\"\"
                query BulkRun { viewer { login } }
                \"\"\"
            func run(_ context: CommandContext) {}
            """
        #expect(try Self.references(to: ["CommandContext", "BulkRun"], in: text, path: "Outbox/X.swift")
            == ["Outbox/X.swift:2: BulkRun", "Outbox/X.swift:5: CommandContext"])
    }

    @Test func lowerFoldersNameNoTypeOfCommandsAppOrCLI() throws {
        var upper: Set<String> = []
        for folder in Self.upperFolders {
            for file in try DoublesShapeTests.swiftFiles(under: folder) {
                upper.formUnion(try Self.declaredTypes(in: file.text))
            }
        }
        #expect(upper.isSuperset(of: ["CommandContext", "IssueModel", "ParsedArguments", "BulkRun", "SyncModel"]))
        var lowerFiles = 0
        var upward: [String] = []
        for folder in Self.lowerFolders {
            for file in try DoublesShapeTests.swiftFiles(under: folder) {
                lowerFiles += 1
                upward += try Self.references(to: upper, in: file.text, path: file.path)
            }
        }
        #expect(lowerFiles > 100)
        #expect(upward == [], "move the type down beside its users, or hand the lower layer a closure it declares")
    }
}
