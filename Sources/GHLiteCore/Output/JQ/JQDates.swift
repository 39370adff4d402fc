/// `gmtime`, `mktime`, `strftime`, `strptime` in UTC, on jq's broken-down time: `[year, month (0-11), day,
/// hours, minutes, seconds, weekday (0 = Sunday), day of the year (0-365)]`.
///
/// Hostile numbers are errors, never a trap: seconds are converted as gh's gojq converts them (to a 64-bit
/// integer, so a date up to the year 292,277,026,596), and past that, or NaN, fail with jq 1.7's error; each part
/// of a broken-down time must be within `partRange`, or the time is refused as jq refuses one it cannot read.
enum JQDates {
    /// Far beyond any calendar, small enough that a date's seconds never overflow.
    static let partRange = -1e15...1e15

    static let functions: [(String, JQBuiltins.Function)] = [
        ("gmtime/0", { _, input, _ in
            guard case .number(let seconds) = input else { throw JQError("gmtime() requires a number") }
            return .array(try brokenDown(seconds).map(JQValue.number))
        }),
        ("mktime/0", { _, input, _ in
            let time = try parts(input, "mktime")
            return .number(try seconds(time))
        }),
        ("strftime/1", { budget, input, arguments in
            guard case .string(let format) = arguments[0] else { throw JQError("strftime/1 requires a string format") }
            let time: [Double]
            if case .number(let seconds) = input { time = try brokenDown(seconds) } else { time = try parts(input, "strftime/1") }
            try budget.spend(format.utf8.count / 16, on: "`strftime`")
            let text = try write(time, format)
            try budget.reserveString(ofLength: text.utf8.count, for: "`strftime`")
            return .string(text)
        }),
        ("strptime/1", { _, input, arguments in
            guard case .string(let text) = input, case .string(let format) = arguments[0] else {
                throw JQError("strptime/1 requires string inputs and arguments")
            }
            guard let time = read(text, format) else {
                throw JQError("date \"\(text)\" does not match format \"\(format)\"")
            }
            return .array(time.map(JQValue.number))
        }),
    ]

    private static func parts(_ input: JQValue, _ name: String) throws -> [Double] {
        guard case .array(let items) = input, items.count >= 6 else { throw JQError("\(name) requires array of 6 numbers") }
        return try items.map { item in
            guard case .number(let number) = item, partRange.contains(number) else {
                throw JQError("\(name) requires parsed datetime inputs")
            }
            return number
        }
    }

    static func brokenDown(_ seconds: Double) throws -> [Double] {
        guard let whole = Int(exactly: seconds.rounded(.down)) else {
            throw JQError("error converting number of seconds since epoch to datetime")
        }
        // Rounded down without overflow, even at the 64-bit limits.
        let days = whole / 86_400 - (whole % 86_400 < 0 ? 1 : 0)
        let secondOfDay = (whole % 86_400 + 86_400) % 86_400
        let (year, month, day) = ISO8601.civil(fromDays: days)
        let weekday = ((days % 7) + 11) % 7
        let yearDay = days - ISO8601.days(fromCivil: year, 1, 1)
        return [Double(year), Double(month - 1), Double(day), Double(secondOfDay / 3600), Double(secondOfDay / 60 % 60),
                Double(secondOfDay % 60) + (seconds - seconds.rounded(.down)), Double(weekday), Double(yearDay)]
    }

    /// Seconds since 1970 of a broken-down time whose parts are within `partRange`; jq's error when they are
    /// past what a 64-bit integer holds.
    private static func seconds(_ time: [Double]) throws -> Double {
        let year = Int(time[0]), month = Int(time[1]), day = Int(time[2])
        let days = ISO8601.days(fromCivil: year + month / 12, month % 12 + 1, 1) + day - 1
        let seconds = Double(days) * 86_400 + time[3].rounded(.towardZero) * 3600 + time[4].rounded(.towardZero) * 60
            + time[5].rounded(.down)
        guard Int(exactly: seconds) != nil else { throw JQError("invalid gmtime representation") }
        return seconds
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func write(_ time: [Double], _ format: String) throws -> String {
        func padded(_ value: Int, _ width: Int, _ pad: Character = "0") -> String {
            let digits = String(value)
            return String(repeating: pad, count: max(0, width - digits.count)) + digits
        }
        let year = Int(time[0]), month = Int(time[1]), day = Int(time[2]), hour = Int(time[3])
        let minute = Int(time[4]), second = Int(time[5]), weekday = time.count > 6 ? Int(time[6]) : 0
        let yearDay = time.count > 7 ? Int(time[7]) : 0
        var output = ""
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { output.unicodeScalars.append(scalar); continue }
            guard let directive = scalars.next() else { output += "%"; break }
            switch directive {
            case "Y": output += String(year)
            case "C": output += padded(year / 100, 2)
            case "y": output += padded(year % 100, 2)
            case "m": output += padded(month + 1, 2)
            case "d": output += padded(day, 2)
            case "e": output += padded(day, 2, " ")
            case "H": output += padded(hour, 2)
            case "I": output += padded(hour % 12 == 0 ? 12 : hour % 12, 2)
            case "M": output += padded(minute, 2)
            case "S": output += padded(second, 2)
            case "j": output += padded(yearDay + 1, 3)
            case "Z": output += "UTC"
            case "z": output += "+0000"
            case "a": output += String(weekdays[(weekday % 7 + 7) % 7].prefix(3))
            case "A": output += weekdays[(weekday % 7 + 7) % 7]
            case "b", "h": output += String(months[(month % 12 + 12) % 12].prefix(3))
            case "B": output += months[(month % 12 + 12) % 12]
            case "p": output += hour < 12 ? "AM" : "PM"
            case "u": output += String(weekday == 0 ? 7 : weekday)
            case "w": output += String(weekday)
            case "s": output += JQValue.format(try seconds(time))
            case "T": output += "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
            case "D": output += "\(padded(month + 1, 2))/\(padded(day, 2))/\(padded(year % 100, 2))"
            case "F": output += "\(year)-\(padded(month + 1, 2))-\(padded(day, 2))"
            case "R": output += "\(padded(hour, 2)):\(padded(minute, 2))"
            case "c": output += try write(time, "%a %b %e %H:%M:%S %Y")
            case "n": output += "\n"
            case "t": output += "\t"
            case "%": output += "%"
            default: throw JQError("strftime/1: the directive %\(directive) is not supported")
            }
        }
        return output
    }

    /// The broken-down time `text` gives read with `format` (UTC; an offset is read and ignored), weekday and day
    /// of the year worked out; nil when they do not match.
    private static func read(_ text: String, _ format: String) -> [Double]? {
        let input = Array(text.unicodeScalars)
        var at = 0
        var year = 1900, month = 0, day = 1, hour = 0, minute = 0, second = 0
        func number(_ maximumDigits: Int) -> Int? {
            var sign = 1
            if at < input.count, input[at] == "+" || input[at] == "-" { sign = input[at] == "-" ? -1 : 1; at += 1 }
            var value = 0, digits = 0
            while at < input.count, digits < maximumDigits, let digit = Int(String(input[at])) {
                guard value <= (Int.max - digit) / 10 else { return nil }
                value = value * 10 + digit
                at += 1
                digits += 1
            }
            return digits > 0 ? sign * value : nil
        }
        func name(_ names: [String]) -> Int? {
            for (index, full) in names.enumerated() {
                for candidate in [full, String(full.prefix(3))] {
                    let scalars = Array(candidate.lowercased().unicodeScalars)
                    if at + scalars.count <= input.count,
                       String(String.UnicodeScalarView(input[at..<(at + scalars.count)])).lowercased() == candidate.lowercased() {
                        at += scalars.count
                        return index
                    }
                }
            }
            return nil
        }
        let expanded = format.replacing("%T", with: "%H:%M:%S").replacing("%F", with: "%Y-%m-%d")
        var directives = expanded.unicodeScalars.makeIterator()
        while let scalar = directives.next() {
            if scalar != "%" {
                if scalar.properties.isWhitespace {
                    while at < input.count, input[at].properties.isWhitespace { at += 1 }
                    continue
                }
                guard at < input.count, input[at] == scalar else { return nil }
                at += 1
                continue
            }
            guard let directive = directives.next() else { return nil }
            switch directive {
            case "Y": guard let value = number(4) else { return nil }; year = value
            case "m": guard let value = number(2) else { return nil }; month = value - 1
            case "d", "e": guard let value = number(2) else { return nil }; day = value
            case "H": guard let value = number(2) else { return nil }; hour = value
            case "M": guard let value = number(2) else { return nil }; minute = value
            case "S": guard let value = number(2) else { return nil }; second = value
            case "j": guard let value = number(3) else { return nil }; day = value; month = 0
            case "b", "B", "h": guard let value = name(months) else { return nil }; month = value
            case "a", "A": guard name(weekdays) != nil else { return nil }
            case "Z": while at < input.count, input[at].properties.isAlphabetic { at += 1 }
            case "z":
                // Read and ignored, as jq 1.6's (glibc's timegm) ignores it.
                if at < input.count, input[at] == "Z" { at += 1 } else if number(4) == nil { return nil }
            case "s":
                guard let value = number(20) else { return nil }
                return try? brokenDown(Double(value))
            case "%": guard at < input.count, input[at] == "%" else { return nil }; at += 1
            default: return nil
            }
        }
        guard at == input.count else { return nil }
        let days = ISO8601.days(fromCivil: year, month + 1, 1) + day - 1
        return try? brokenDown(Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
