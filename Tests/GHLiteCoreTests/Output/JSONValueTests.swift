import GHLiteCore
import Testing

@Suite(.strictDoubles) struct JSONValueTests {
    let value = JSONValue.object([
        "title": .string("Quote \" slash / tab \t é 🐛 \u{1}"),
        "number": .int(7),
        "labels": .array([.object(["name": .string("bug")])]),
        "milestone": .null,
        "locked": .bool(false),
        "empty": .array([]),
    ])

    @Test func compactWithSortedKeysWhenPiped() {
        #expect(value.serialized(pretty: false)
                == #"{"empty":[],"labels":[{"name":"bug"}],"locked":false,"milestone":null,"number":7,"title":"Quote \" slash / tab \t é 🐛 \u0001"}"#)
    }

    @Test func indentedOnATerminal() {
        #expect(JSONValue.array([.object(["a": .int(1), "b": .array([.bool(true)])])]).serialized(pretty: true) == """
            [
              {
                "a": 1,
                "b": [
                  true
                ]
              }
            ]
            """)
    }

    @Test func datesAreRFC3339InUTC() {
        #expect(JSONValue.date(Date(timeIntervalSince1970: 0)) == .string("1970-01-01T00:00:00Z"))
        #expect(JSONValue.date(nil) == .null)
    }
}
