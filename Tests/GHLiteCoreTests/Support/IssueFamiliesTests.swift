import Foundation
import Testing

/// Each issue command family (a folder under Commands/Issue: Create, Edit, Read, ...) names only its own types, the
/// ones in Commands/Issue/Shared and those outside Commands/Issue, never a type declared in another family's folder,
/// read from the sources.
@Suite(.strictDoubles) struct IssueFamiliesTests {
    static let issueFolder = "Sources/GHLiteCore/Commands/Issue"
    /// The names of the types a file declares at its top level.
    static func topLevelTypes(in text: String) throws -> [String] {
        let modifiers = #"(?:(?:public|internal|package|fileprivate|private|final|indirect|@\w+)\s+)*"#
        return try DoublesShapeTests.matches("^" + modifiers + #"(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)"#,
                                             in: text)
    }

    /// The line without its comment (a `//` not inside a string literal).
    static func code(_ line: Substring) -> Substring {
        var quotes = 0
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quotes += 1 }
            if character == "/", previous == "/", quotes.isMultiple(of: 2) { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }

    @Test func noIssueFamilyNamesATypeOfAnother() throws {
        var files: [(family: String, path: String, text: String)] = []
        for file in try DoublesShapeTests.swiftFiles(under: Self.issueFolder) {
            let parts = file.path.dropFirst(Self.issueFolder.count + 1).split(separator: "/")
            guard parts.count > 1, parts[0] != "Shared" else { continue }
            files.append((String(parts[0]), file.path, file.text))
        }
        var families: [String: Set<String>] = [:]
        for file in files {
            for name in try Self.topLevelTypes(in: file.text) { families[name, default: []].insert(file.family) }
        }
        let outsideFamilies = Set(try DoublesShapeTests.swiftFiles(under: "Sources").filter { file in
            !files.contains { $0.path == file.path }
        }.flatMap { try Self.topLevelTypes(in: $0.text) })
        let owner = families.compactMapValues { $0.count == 1 ? $0.first : nil }
            .filter { !outsideFamilies.contains($0.key) }
        #expect(owner["NewIssueModel"] == "Create" && owner["IssueEditModel"] == "Edit" && owner["IssueModel"] == "Read",
                "the families' own types are found: \(owner.keys.sorted())")

        var reaches: [String] = []
        for file in files {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = try DoublesShapeTests.matches(#"\b([A-Z]\w*)\b"#, in: String(Self.code(line)))
                for word in Set(words).sorted() {
                    if let family = owner[word], family != file.family {
                        reaches.append("\(file.path):\(number + 1): \(word) (\(family))")
                    }
                }
            }
        }
        #expect(reaches.isEmpty, "move what several families use into Commands/Issue/Shared:\n\(reaches.joined(separator: "\n"))")
    }
}
