import Foundation
import Testing

/// The house's one shape for doubles, read from the sources: every service and model environment declares each
/// closure once with a failing default (so `.failing` is just `Name()`), and every suite here runs under
/// `.strictDoubles`, so a default that cannot throw (`keepComments`, `randomColor`, ...) still fails the test that
/// reaches it, whichever suite that is.
@Suite(.strictDoubles) struct DoublesShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each Swift file under `folder` (relative to the package), with its path and text.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
            (folder + "/" + file, try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8))
        }
    }

    /// Every match of `pattern`'s first group in `text`.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyFailingDoubleIsItsTypeWithTheDefaultsItDeclares() throws {
        var shaped: [String] = []
        var handWritten: [String] = []
        for file in try Self.swiftFiles(under: "Sources/GHLiteCore") {
            let pattern = #"^\s*(?:public )?static var failing: (\w+) \{\s*(.*?)\s*\}?\s*$"#
            let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            let text = file.text
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let type = Range(match.range(at: 1), in: text), let body = Range(match.range(at: 2), in: text)
                else { continue }
                let name = String(text[type])
                if text[body] == "\(name)()" {
                    shaped.append(name)
                } else {
                    handWritten.append("\(name) in \(file.path)")
                }
            }
        }
        #expect(handWritten == [], "build it as Name() with each closure's failing default beside its declaration")
        #expect(shaped.contains("ContainerEnvironment") && shaped.contains("GitHubClient"), "\(shaped)")
        for service in ["Clock", "Browser", "Editor", "GitRemotes", "Pager", "DeviceFlowClient", "ProcessReplacement"] {
            #expect(shaped.contains(service), "\(service)")
        }
    }

    @Test func everySuiteRunsUnderStrictDoubles() throws {
        var suites = 0
        var lax: [String] = []
        for file in try Self.swiftFiles(under: "Tests/GHLiteCoreTests") {
            let attributes = try Self.matches(#"^\s*(@Suite\b[^\n]*)"#, in: file.text)
            suites += attributes.count
            lax += attributes.filter { !$0.contains(".strictDoubles") }.map { "\(file.path): \($0)" }
            // A type with tests but no @Suite is a suite too, with no traits: only extensions may go without one.
            let declaresTests = file.text.contains("@Test")
            let declaresTypes = try !Self.matches(#"^(?:final )?(?:struct|class|enum) (\w+)"#, in: file.text).isEmpty
            if declaresTests && attributes.isEmpty && declaresTypes { lax.append("\(file.path): no @Suite") }
        }
        #expect(suites > 100)
        #expect(lax == [], "add .strictDoubles to these suites")
    }
}
