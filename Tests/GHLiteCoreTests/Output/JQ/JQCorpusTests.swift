import Foundation
@testable import GHLiteCore
import Testing

private let installedJQ: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("jq") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Every program of `JQCorpus` gives what the real jq (1.6, which `Scripts/test` installs) gives on the same input,
/// compared as compact JSON with sorted keys (`jq -c -S`, as gh's gojq sorts keys), or fails where jq fails.
/// Skipped when no `jq` is on PATH. Where gh's gojq and jq 1.6 differ, gh-lite follows gojq: those programs are
/// in `JQGojqDifferenceTests` instead.
@Suite(.strictDoubles, .enabled(if: installedJQ != nil, "jq is not installed: Scripts/test installs it"))
struct JQCorpusTests {
    /// What `now` reads here: the corpus only asks whether it is a number after 2017, as of jq's clock.
    static let aMomentAgo = Date(timeIntervalSince1970: 1_764_000_000)

    /// jq's outputs, one a line, or nil when jq failed.
    func jq(_ program: String, _ input: String) throws -> [String]? {
        let process = Process()
        process.executableURL = installedJQ
        process.arguments = ["-c", "-S", program]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func theCorpusHoldsAtLeastTwoHundredPrograms() {
        #expect(JQCorpus.entries.count >= 200)
    }

    @Test(arguments: JQCorpus.entries)
    func givesWhatJqGives(_ entry: JQCorpus.Entry) throws {
        let expected = try jq(entry.program, entry.input)
        let ours: [String]?
        do {
            ours = try JQFilter(entry.program).results(for: JSONValue(json: entry.input), now: { Self.aMomentAgo })
                .map { $0.serialized() }
        } catch let error as JQError {
            #expect(expected == nil, "gh-lite failed where jq did not: \(error.userMessage)")
            return
        }
        #expect(ours == expected)
    }
}
