/// Go's Time.Format for `timefmt`: the layout is the reference time `Mon Jan 2 15:04:05 MST 2006` written the way
/// the result should look. Times are shown in UTC, as GitHub gives them.
enum GoTimeLayout {
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The parts of the reference time, longest first where one is the start of another.
    private static let chunks = ["January", "Jan", "Monday", "Mon", "MST", "2006", "002", "__2", "_2", "01", "02",
                                 "03", "04", "05", "06", "15", "1", "2", "3", "4", "5", "PM", "pm",
                                 "Z07:00:00", "Z070000", "Z07:00", "Z0700", "Z07", "-07:00:00", "-070000", "-07:00",
                                 "-0700", "-07"]

    static func format(_ date: Date, layout: String) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, second) = (Int((Double(seconds) / 86_400).rounded(.down)), ((seconds % 86_400) + 86_400) % 86_400)
        let (year, month, day) = ISO8601.civil(fromDays: days)
        let weekday = ((days % 7) + 11) % 7 // 1970-01-01 was a Thursday
        let dayOfYear = days - ISO8601.days(fromCivil: year, 1, 1) + 1
        let hour = second / 3600, minute = second / 60 % 60, secondOfMinute = second % 60
        let nanoseconds = Int(((date.timeIntervalSince1970 - Double(seconds)) * 1e9).rounded())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        var output = ""
        var rest = Substring(layout)
        while !rest.isEmpty {
            if let fraction = fractionChunk(rest) {
                var digits = String(min(nanoseconds, 999_999_999).zeroPadded(9).prefix(fraction.count - 1))
                if fraction.dropFirst().first == "9" {
                    while digits.last == "0" { digits.removeLast() }
                    if !digits.isEmpty { output += String(fraction.first!) + digits }
                } else {
                    output += String(fraction.first!) + digits
                }
                rest = rest.dropFirst(fraction.count)
                continue
            }
            guard let chunk = chunks.first(where: { rest.hasPrefix($0) }), !(chunk == "Mon" && rest.hasPrefix("Month")) else {
                output.append(rest.removeFirst())
                continue
            }
            rest = rest.dropFirst(chunk.count)
            switch chunk {
            case "January": output += months[month - 1]
            case "Jan": output += String(months[month - 1].prefix(3))
            case "Monday": output += weekdays[weekday]
            case "Mon": output += String(weekdays[weekday].prefix(3))
            case "MST": output += "UTC"
            case "2006": output += String(year)
            case "06": output += two(year % 100)
            case "01": output += two(month)
            case "1": output += String(month)
            case "02": output += two(day)
            case "2": output += String(day)
            case "_2": output += day < 10 ? " \(day)" : String(day)
            case "002": output += dayOfYear.zeroPadded(3)
            case "__2": output += String(repeating: " ", count: max(0, 3 - String(dayOfYear).count)) + String(dayOfYear)
            case "15": output += two(hour)
            case "03": output += two(hour % 12 == 0 ? 12 : hour % 12)
            case "3": output += String(hour % 12 == 0 ? 12 : hour % 12)
            case "04": output += two(minute)
            case "4": output += String(minute)
            case "05": output += two(secondOfMinute)
            case "5": output += String(secondOfMinute)
            case "PM": output += hour >= 12 ? "PM" : "AM"
            case "pm": output += hour >= 12 ? "pm" : "am"
            case _ where chunk.hasPrefix("Z"): output += "Z"
            default: output += chunk.replacing("7", with: "0").replacing("-", with: "+")
            }
        }
        return output
    }

    /// `.000`, `,999` and the like: fractional seconds, when no digit follows.
    private static func fractionChunk(_ text: Substring) -> Substring? {
        guard let first = text.first, first == "." || first == "," else { return nil }
        let digits = text.dropFirst().prefix { $0 == "0" || $0 == "9" }
        guard let digit = digits.first, digits.allSatisfy({ $0 == digit }) else { return nil }
        let after = text.dropFirst(1 + digits.count).first
        guard after == nil || !after!.isNumber else { return nil }
        return text.prefix(1 + digits.count)
    }
}
