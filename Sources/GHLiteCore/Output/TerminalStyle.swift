/// ANSI colours, on only when the output is a terminal and the user has not turned them off.
public struct TerminalStyle: Sendable {
    public var enabled: Bool
    /// Whether the terminal shows 24-bit colour; if not, colours are the nearest of the 256 xterm ones.
    public var trueColor: Bool

    public init(enabled: Bool, trueColor: Bool = true) {
        self.enabled = enabled
        self.trueColor = trueColor
    }

    /// gh's rules: `CLICOLOR_FORCE` (not "0") forces colour; otherwise `NO_COLOR` or `CLICOLOR=0` turn it off,
    /// and so does `TERM=dumb` (a terminal that shows escapes as they are); otherwise colour exactly when writing to
    /// a terminal.
    /// 24-bit colour when `COLORTERM` says the terminal has it (`truecolor` or `24bit`), as gh reads it.
    public init(variables: [String: String], isTerminal: Bool) {
        trueColor = ["truecolor", "24bit"].contains(variables["COLORTERM"]?.lowercased())
        if let force = variables["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
            enabled = true
        } else if let noColor = variables["NO_COLOR"], !noColor.isEmpty {
            enabled = false
        } else if variables["CLICOLOR"] == "0" || variables["TERM"] == "dumb" {
            enabled = false
        } else {
            enabled = isTerminal
        }
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func gray(_ text: String) -> String { wrap(text, "90") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func magenta(_ text: String) -> String { wrap(text, "35") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// Text in a label's own colour (`d73a4a`), 24-bit or the nearest of 256; unreadable colours fall back to plain.
    public func hex(_ color: String, _ text: String) -> String {
        guard color.count == 6, let value = Int(color, radix: 16) else { return text }
        let (red, green, blue) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        return wrap(text, trueColor ? "38;2;\(red);\(green);\(blue)"
                                    : "38;5;\(Self.nearest256(red: red, green: green, blue: blue))")
    }

    /// The xterm colour closest to one in 24 bits: from the 6×6×6 cube (16–231) or the gray ramp (232–255).
    static func nearest256(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, distance: distance(levels[r], levels[g], levels[b]))
        let grayStep = min(max(((red + green + blue) / 3 - 8 + 5) / 10, 0), 23)
        let grayLevel = 8 + 10 * grayStep
        let gray = (index: 232 + grayStep, distance: distance(grayLevel, grayLevel, grayLevel))
        return gray.distance < cube.distance ? gray.index : cube.index
    }

    func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
