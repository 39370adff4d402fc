/// `config.yml` as gh writes it: four spaces a level, values quoted only where YAML would read them otherwise.
extension ConfigFile {
    public var text: String {
        var lines = settings.map { Self.line($0, indent: 0) }
        if !aliases.isEmpty {
            lines.append("aliases:")
            lines += aliases.map { Self.line($0, indent: 1) }
        }
        if !hosts.isEmpty {
            lines.append("hosts:")
            for host in hosts.keys.sorted() {
                lines.append("    " + YAMLScalar.written(host) + ":")
                lines += hosts[host]!.map { Self.line($0, indent: 2) }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func line(_ entry: Entry, indent: Int) -> String {
        let value = entry.value.isEmpty ? "" : " " + YAMLScalar.written(entry.value)
        return String(repeating: "    ", count: indent) + YAMLScalar.written(entry.key) + ":" + value
    }
}

/// A string as a YAML scalar `YAMLSubset` reads back as the same string: plain where that is safe (as gh's
/// YAML library writes `issue list --label bug`), else single-quoted, else double-quoted with escapes for
/// line breaks and control characters.
enum YAMLScalar {
    static func written(_ text: String) -> String {
        if text.unicodeScalars.contains(where: needsEscape) { return doubleQuoted(text) }
        return isPlain(text) ? text : "'" + text.replacing("'", with: "''") + "'"
    }

    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, first != " ", last != " " else { return false }
        if "-?:,[]{}#&*!|>'\"%@`~".contains(first) { return false }
        if text.contains(": ") || text.contains(" #") || last == ":" { return false }
        // Words YAML reads as null, a boolean or a number.
        let lowered = text.lowercased()
        if ["null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(lowered) { return false }
        if Double(text) != nil || text.hasPrefix("0x") || text.hasPrefix("0o") { return false }
        return true
    }

    /// A control character, or a line or paragraph separator, which would end the line for the reader.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }

    private static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if needsEscape(scalar) {
                    result += "\\u" + scalar.value.zeroPadded(4, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension ConfigFile {
    /// Replaces `config.yml` in `directory` in one step; `writeFile` keeps it private (0600, the directory 0700).
    public static func write(_ file: ConfigFile, in directory: String,
                             writeFile: (_ path: String, _ data: Data) throws -> Void) throws {
        let path = path(in: directory)
        do {
            try writeFile(path, Data(file.text.utf8))
        } catch {
            throw CommandError("could not write \(path): \(ErrorMessage.describe(error))")
        }
    }
}
