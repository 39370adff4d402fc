/// The order people expect of titles such as `v1.9` and `v1.10`: runs of digits compare as numbers and
/// letters without regard to case, as Finder sorts names. Written here rather than taken from Foundation's
/// `localizedStandardCompare`, which would link ICU (several megabytes of every run's memory) into gh-lite.
enum NaturalOrder {
    static func areInIncreasingOrder(_ left: String, _ right: String) -> Bool {
        var lefts = runs(left).makeIterator(), rights = runs(right).makeIterator()
        while true {
            switch (lefts.next(), rights.next()) {
            case (nil, nil): return left < right
            case (nil, _): return true
            case (_, nil): return false
            case let (a?, b?) where a != b: return a < b
            default: continue
            }
        }
    }

    /// A title cut into runs of digits (by value, then by how many leading zeros) and runs of anything else.
    private enum Run: Comparable {
        case number(digits: Substring, zeros: Int)
        case text(String)

        static func < (left: Run, right: Run) -> Bool {
            switch (left, right) {
            case let (.number(a, zerosA), .number(b, zerosB)):
                if a.count != b.count { return a.count < b.count }
                return a != b ? a < b : zerosA < zerosB
            case (.number, .text): return true
            case (.text, .number): return false
            case let (.text(a), .text(b)): return a < b
            }
        }
    }

    private static func runs(_ title: String) -> [Run] {
        var runs: [Run] = []
        var rest = Substring(title)
        while let first = rest.first {
            let isDigit = first.isASCII && first.isNumber
            let run = rest.prefix { ($0.isASCII && $0.isNumber) == isDigit }
            rest = rest.dropFirst(run.count)
            if isDigit {
                let significant = run.drop { $0 == "0" }
                runs.append(.number(digits: significant, zeros: run.count - significant.count))
            } else {
                runs.append(.text(run.lowercased()))
            }
        }
        return runs
    }
}
