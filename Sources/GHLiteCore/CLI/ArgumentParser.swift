/// Sorts a command's words into flags and positionals against its `CommandSpec`.
/// Accepts `--flag value`, `--flag=value`, `-f value`, `-fvalue`, and `--` to end flags.
public struct ArgumentParser: Sendable {
    public var spec: CommandSpec

    public init(spec: CommandSpec) { self.spec = spec }

    public func parse(_ words: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        parsed.usage = spec.usageLine
        var index = 0
        var flagsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if flagsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                flagsEnded = true
                continue
            }
            let (flag, inlineValue, shown) = try lookUp(word)
            guard flag.takesValue else {
                if inlineValue != nil {
                    throw usageError("flag \(shown) does not take a value")
                }
                parsed.given[flag.long, default: []].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw usageError(flag.missingValue ?? "flag needs an argument: \(shown)")
            }
            parsed.given[flag.long, default: []].append(value)
        }
        if parsed.isGiven(GlobalFlags.help) { return parsed }
        if parsed.positionals.count > spec.maxPositionals {
            let extra = parsed.positionals[spec.maxPositionals...].joined(separator: " ")
            throw usageError("unexpected argument: \(extra)")
        }
        return parsed
    }

    private func lookUp(_ word: String) throws -> (FlagSpec, String?, String) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let value = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let flag = spec.flags.first(where: { $0.long == name }) else {
                throw UnknownCommand.flagError(name, known: spec.flags.map(\.long), usage: spec.usageLine)
            }
            return (flag, value, "--\(name)")
        }
        let letter = word.dropFirst().first!
        guard let flag = spec.flags.first(where: { $0.short == letter }) else {
            throw usageError("unknown shorthand flag: '\(letter)' in \(word)")
        }
        let rest = String(word.dropFirst(2))
        if rest.isEmpty { return (flag, nil, "-\(letter)") }
        guard flag.takesValue else {
            throw usageError("unknown shorthand flag: '\(rest.first!)' in \(word)")
        }
        return (flag, rest.hasPrefix("=") ? String(rest.dropFirst()) : rest, "-\(letter)")
    }

    private func usageError(_ message: String) -> UsageError {
        UsageError(message, usage: spec.usageLine)
    }
}
