extension JSONFieldSelection {
    /// How a command spells the Go template beside `--json`: `-t/--template` unless its own flags have `-t`
    /// (`issue edit`'s title) or `--template` (`issue create`'s issue template).
    enum TemplateFlag {
        case short, longOnly, none
    }

    /// The `--json` flag, with `-q/--jq` and `-t/--template` beside it on every command that has it; given without
    /// fields, `--json` lists them, as gh does.
    static func flag(available: [String], template templateFlag: TemplateFlag = .short) -> Flag<JSONFieldSelection?> {
        let json = FlagSpec("json", .value(placeholder: "fields"), help: "Output JSON with the specified fields",
                            missingValue: fieldsWanted(available), values: .words(available), commaSeparated: true)
        let jq = FlagSpec("jq", short: "q", .value(placeholder: "expression"),
                          help: "Filter JSON output using a jq expression")
        let template = FlagSpec("template", short: templateFlag == .short ? "t" : nil, .value(placeholder: "string"),
                                help: "Format JSON output using a Go template; see \"gh-lite help \(FormattingHelp.topic)\"")
        return Flag(json, companions: templateFlag == .none ? [jq] : [jq, template]) { given in
            guard let raw = given(json.long).last else {
                if !given(jq.long).isEmpty { throw UsageError("cannot use `--jq` without specifying `--json`") }
                if templateFlag != .none, !given(template.long).isEmpty {
                    throw UsageError("cannot use `--template` without specifying `--json`")
                }
                return nil
            }
            var selection = try JSONFieldSelection(raw, available: available)
            if let expression = given(jq.long).last, !expression.isEmpty {
                do { selection.filter = try JQFilter(expression) } catch let error as JQError {
                    throw UsageError(error.userMessage)
                }
            } else if templateFlag != .none, let source = given(template.long).last, !source.isEmpty {
                do { selection.template = try GoTemplate(source) } catch let error as GoTemplateError {
                    throw UsageError(error.userMessage)
                }
            }
            return selection
        }
    }
}
