import Foundation
@testable import GHLiteCore
import Testing

/// GitHub's timestamps, read and written by hand: the same answers as Foundation's ISO 8601 style.
@Suite(.strictDoubles) struct ISO8601Tests {
    @Test(arguments: [0.0, 951_782_400, 1_303_479_228, 1_709_164_800, 4_102_444_799, -86_401])
    func formatsAsFoundationDoes(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISO8601.format(date) == date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt)))
        #expect(ISO8601.parse(ISO8601.format(date)) == date)
    }

    @Test func aDateNoCalendarCanHoldPrintsAsTheNearestOneItCan() {
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1e308)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: -1e308)) == "0000-01-01T00:00:00Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: .infinity)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
    }

    @Test func readsFractionsAndOffsets() {
        #expect(ISO8601.parse("2011-04-22T13:33:48.5Z") == Date(timeIntervalSince1970: 1_303_479_228.5))
        #expect(ISO8601.parse("2011-04-22T15:33:48+02:00") == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(ISO8601.parse("2011-04-22T12:03:48-01:30") == Date(timeIntervalSince1970: 1_303_479_228))
    }

    @Test(arguments: ["", "2011-04-22", "2011-04-22T13:33:48", "2011-13-01T00:00:00Z", "2011-04-22T13:33:48Zjunk",
                      "2011-04-22 13:33:48Z", "2011-04-22T13:33:48.Z", "20x1-04-22T13:33:48Z"])
    func anythingElseIsNil(_ text: String) {
        #expect(ISO8601.parse(text) == nil)
    }
}
