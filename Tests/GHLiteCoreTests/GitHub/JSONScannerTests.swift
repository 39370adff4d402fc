import Foundation
@testable import GHLiteCore
import Testing

/// The byte-level JSON reader behind long lists: what it reads must be what `JSONDecoder` reads.
@Suite(.strictDoubles) struct JSONScannerTests {
    func strings(_ json: String) throws -> [String] {
        try JSONScanner.read(Data(json.utf8)) { try $0.array { try $0.string() } }
    }

    @Test func stringsWithEveryEscapeReadAsJSONDecoderReadsThem() throws {
        let json = #"["plain", "tab\there", "quote \" slash \/ back \\", "\u00e9\u4e2d", "\ud83d\ude00 face", "caf\u00e9\n", "ünïcödé"]"#
        #expect(try strings(json) == (try JSONDecoder().decode([String].self, from: Data(json.utf8))))
    }

    @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
        #expect(try strings(#"["a\ud83db", "\udc00"]"#) == ["a\u{FFFD}b", "\u{FFFD}"])
    }

    @Test func unknownMembersOfAnyShapeArePassedOver() throws {
        let json = #"{"skip": {"a": [1, -2.5e3, true, false, null, "x\"]"], "b": {}}, "keep": 7, "after": []}"#
        let kept = try JSONScanner.read(Data(json.utf8)) { json -> Int? in
            var kept: Int?
            try json.object { json, key in
                if key == "keep" { kept = try json.int() } else { try json.skip() }
            }
            return kept
        }
        #expect(kept == 7)
    }

    @Test func nullReadsAsNilAndDatesAsGitHubWritesThem() throws {
        let values = try JSONScanner.read(Data(#"[null, "2011-04-22T13:33:48Z"]"#.utf8)) { try $0.array { try $0.optional { try $0.date() } } }
        #expect(values == [nil, Date(timeIntervalSince1970: 1_303_479_228)])
    }

    @Test(arguments: [
        "", "[", #"["a"#, "[1,]", "{\"a\" 1}", "[1] 2", "[tru]", #"["\x"]"#, "[\"raw\ttab\"]", "[99999999999999999999]",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func brokenOrHostileJSONIsAnErrorNotACrash(_ json: String) {
        #expect(throws: JSONScanner.Malformed.self) {
            try JSONScanner.read(Data(json.utf8)) { try $0.skip() }
            _ = try JSONScanner.read(Data(json.utf8)) { try $0.array { try $0.int() } }
        }
    }
}
