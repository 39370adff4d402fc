/// RFC 3339 timestamps in UTC, as GitHub and gh print them: `2024-06-01T12:00:00Z`. Written and read by hand
/// (the calendar arithmetic of `days(fromCivil:)`): a list formats and parses thousands of them.
public enum ISO8601 {
    /// Any date prints: one past the years 0 to 9999 (a hostile or damaged value) prints as the nearest of them.
    public static func format(_ date: Date) -> String {
        let since1970 = date.timeIntervalSince1970
        let seconds = since1970.isNaN ? 0 : Int(min(max(since1970, -62_167_219_200), 253_402_300_799).rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (dayNumber, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        let (year, month, day) = civil(fromDays: dayNumber)
        var text = ""
        text.reserveCapacity(20)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value / divisor % 10)))
                divisor /= 10
            }
        }
        digits(year, 4); text += "-"; digits(month, 2); text += "-"; digits(day, 2); text += "T"
        digits(second / 3600, 2); text += ":"; digits(second / 60 % 60, 2); text += ":"; digits(second % 60, 2)
        return text + "Z"
    }

    /// `2011-01-26T19:01:12Z`, with fractional seconds or a `+01:00` offset as RFC 3339 allows; nil otherwise.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            func number(_ range: Range<Int>) -> Int? {
                guard range.upperBound <= bytes.count else { return nil }
                var value = 0
                for index in range {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                  let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                  let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                  (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
            var at = 19
            var fraction = 0.0
            if bytes[at] == UInt8(ascii: ".") {
                at += 1
                var scale = 0.1
                let start = at
                while at < bytes.count, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
                    fraction += Double(digit) * scale
                    scale /= 10
                    at += 1
                }
                guard at > start, at < bytes.count else { return nil }
            }
            var offset = 0
            switch bytes[at] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"): at += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard at + 6 == bytes.count, bytes[at + 3] == UInt8(ascii: ":"),
                      let hours = number(at + 1..<at + 3), let minutes = number(at + 4..<at + 6) else { return nil }
                offset = (hours * 60 + minutes) * 60 * (bytes[at] == UInt8(ascii: "-") ? -1 : 1)
                at += 6
            default: return nil
            }
            guard at == bytes.count else { return nil }
            let seconds = days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + fraction)
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `days(fromCivil:)`.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
