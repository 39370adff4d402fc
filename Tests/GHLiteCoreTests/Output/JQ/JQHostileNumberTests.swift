@testable import GHLiteCore
import Foundation
import Testing

/// A number from a hostile answer (`1e19`, NaN, `1e300`) where a date, a count or a length is wanted is an error or
/// jq's result, never a crash: `.rate.reset | todate` on an answer GitHub never sent stops with one line.
@Suite(.strictDoubles) struct JQHostileNumberTests {
    func run(_ expression: String, _ input: JSONValue = .null) throws -> [JQValue] {
        try JQFilter(expression).results(for: input, budget: 100_000, memory: 1 << 20)
    }

    @Test(arguments: ["todate", "todateiso8601", "gmtime", #"strftime("%Y")"#, "gmtime | mktime"])
    func secondsPastAnyDateAreJqsErrorNotACrash(conversion: String) {
        for seconds in ["1e19", "-1e19", "1e300", "nan", "infinite", "-infinite", "9223372036854775808"] {
            #expect(throws: JQError("error converting number of seconds since epoch to datetime"), "\(seconds)") {
                try run("\(seconds) | \(conversion)")
            }
        }
        #expect(throws: JQError("error converting number of seconds since epoch to datetime")) {
            try JQFilter(".rate.reset | \(conversion)").output(forJSON: Data(#"{"rate": {"reset": 1e19}}"#.utf8),
                                                               isTerminal: false, environment: [:], now: JQFilter.unsetClock)
        }
    }

    /// What gh's gojq prints: dates as far as a 64-bit count of seconds reaches.
    @Test func secondsAsFarAsSixtyFourBitsReachAreDatesAsGojqWritesThem() throws {
        #expect(try run("1e18 | todate") == [.string("31688740476-10-23T01:46:40Z")])
        #expect(try run("1e18 | gmtime") == [.array([31_688_740_476, 9, 23, 1, 46, 40, 5, 296].map(JQValue.number))])
        #expect(try run("1e18 | gmtime | mktime") == [.number(1e18)])
        #expect(try run("-1 | todate") == [.string("1969-12-31T23:59:59Z")])
    }

    @Test(arguments: [("[1e19, 0, 1, 0, 0, 0, 0, 0] | mktime", "mktime requires parsed datetime inputs"),
                      ("[2024, 0, 1, nan, 0, 0, 0, 0] | mktime", "mktime requires parsed datetime inputs"),
                      ("[1e19, 0, 1, 0, 0, 0, 0, 0] | todate", "strftime/1 requires parsed datetime inputs"),
                      ("[2024, 0, 1, 0, 0, 0, -1e300, 0] | strftime(\"%a\")", "strftime/1 requires parsed datetime inputs"),
                      ("[1e15, 0, 1, 0, 0, 0, 0, 0] | mktime", "invalid gmtime representation"),
                      (#"[1e15, 0, 1, 0, 0, 0, 0, 0] | strftime("%s")"#, "invalid gmtime representation")])
    func aBrokenDownTimePastAnyCalendarIsJqsError(expression: String, message: String) {
        #expect(throws: JQError(message)) { try run(expression) }
    }

    @Test func secondsTooLongToCountAreNotADate() throws {
        #expect(throws: JQError(#"date "9223372036854775808" does not match format "%s""#)) {
            try run(#""9223372036854775808" | strptime("%s")"#)
        }
        #expect(throws: JQError(#"date "99999999999999999999" does not match format "%s""#)) {
            try run(#""99999999999999999999" | strptime("%s")"#)
        }
        #expect(try run(#""1700000000" | strptime("%s") | mktime"#) == [.number(1_700_000_000)])
    }

    @Test func aPathDeeperThanAnyRecursionIsRefusedNotACrash() {
        #expect(throws: JQError.recursesTooDeeply) { try JQFilter(#"null | setpath([range(100000) | "a"]; 1)"#).results(for: .null) }
        #expect(throws: JQError.recursesTooDeeply) {
            try JQFilter(#"reduce range(20000) as $i (null; {a: .}) | delpaths([[range(20000) | "a"]])"#).results(for: .null)
        }
    }

    @Test func aStringRepeatedPastAnyCountStopsAtTheMemoryCap() throws {
        for count in ["1e300", "infinite", "1e19", "4611686018427387904"] {
            #expect(throws: JQError.tooMuchMemory("the operator `*`", limit: 1 << 20), "\(count)") {
                try run(#""ab" * \#(count)"#)
            }
        }
        #expect(try run(#""ab" * nan"#) == [.null])
        #expect(try run(#""" * 1e300, "" * 1e8"#) == [.string(""), .string("")])
        #expect(try run(#""ab" * 1.5"#) == [.string("abab")])
    }
}
