/// Questions on stderr (stdout stays for results), answered with keys on a full terminal (`IO.keyboard`: arrows,
/// a line editor) or else one line at a time on stdin. The end of input (Ctrl-D) cancels, as it does for gh's
/// prompts; Ctrl-C (caught, or a key in raw mode) throws `Interrupted`.
public struct Prompter: Sendable {
    public var io: IO
    public var style: TerminalStyle

    public init(io: IO, style: TerminalStyle) {
        self.io = io
        self.style = style
    }

    /// One line of free text after `? question `, starting with `lead` (a title's `[BUG] `): on a full terminal
    /// the lead is edited like the rest, elsewhere the typed line follows it.
    public func input(_ question: String, lead: String = "") throws -> String {
        let prompt = style.green("?") + " " + style.bold(question) + " "
        guard let keyboard = io.keyboard else {
            io.writeError(prompt + TerminalText.line(lead))
            return lead + (try answer())
        }
        var editor = LineEditor(lead)
        return try keyboard.rawMode { nextKey in
            while true {
                io.writeError(editor.screen(prompt: prompt))
                switch try nextKey() {
                case .enter?:
                    io.writeError("\n")
                    return editor.line
                case .interrupt?:
                    io.writeError("\n")
                    throw Interrupted()
                case nil:
                    io.writeError("\n")
                    throw CommandError.cancelled
                case .endOfInput? where editor.text.isEmpty:
                    io.writeError("\n")
                    throw CommandError.cancelled
                case let key?: editor.press(key)
                }
            }
        }
    }

    /// gh's body question: `e` opens the editor (true), Enter skips (false); a single key on a full terminal.
    public func editOrSkip(_ question: String) throws -> Bool {
        let prompt = style.green("?") + " " + style.bold(question) + " "
        guard let keyboard = io.keyboard else {
            while true {
                io.writeError(prompt)
                switch try answer().trimmingWhitespace().lowercased() {
                case "": return false
                case "e": return true
                default: invalid("type e to open the editor, or press Enter to skip")
                }
            }
        }
        io.writeError(prompt)
        return try keyboard.rawMode { nextKey in
            while true {
                switch try nextKey() {
                case .character("e")?, .character("E")?:
                    io.writeError("\n")
                    return true
                case .enter?:
                    io.writeError("\n")
                    return false
                case .interrupt?:
                    io.writeError("\n")
                    throw Interrupted()
                case nil, .endOfInput?:
                    io.writeError("\n")
                    throw CommandError.cancelled
                default: continue
                }
            }
        }
    }

    /// The next line typed.
    func answer() throws -> String {
        let line: String?
        do {
            line = try io.readLine()
        } catch let interrupt as Interrupted {
            io.writeError("\n") // The terminal left the cursor after its `^C`: what follows gets a line of its own.
            throw interrupt
        }
        guard let line else { throw CommandError.cancelled }
        return line
    }

    /// Yes or no, no unless answered `y` or `yes` (gh's default for what changes things); asked again otherwise.
    /// `byDefault` is what a bare Enter means: yes only where gh's own question says `(Y/n)`.
    public func confirm(_ question: String, byDefault: Bool = false) throws -> Bool {
        while true {
            io.writeError(style.green("?") + " " + style.bold(question) + (byDefault ? " (Y/n) " : " (y/N) "))
            switch try answer().trimmingWhitespace().lowercased() {
            case "": return byDefault
            case "y", "yes": return true
            case "n", "no": return false
            default: invalid("type y or n")
            }
        }
    }

    /// `confirm` on `io`'s terminal, when stdin and stderr (where questions go) are one; else nil: nobody to ask.
    static func terminalConfirm(io: IO, style: TerminalStyle) -> (@Sendable (_ question: String) throws -> Bool)? {
        guard io.stdinIsTerminal && io.stderrIsTerminal else { return nil }
        let prompter = Prompter(io: io, style: style)
        return { question in try prompter.confirm(question) }
    }

    public func invalid(_ reason: String) {
        io.writeError(style.red("X") + " Sorry, your reply was invalid: \(reason)\n")
    }
}
