/// The styles of gh's `color` helper (mgutz/ansi): `foreground+attributes:background+attributes`, e.g. `green`,
/// `red+b`, `white+h:blue`, `208` (one of 256); attributes `b` bold, `d` dim, `B` blink, `u` underline, `i` inverse,
/// `s` strikethrough, `h` bright. Unlike mgutz/ansi, an unknown colour is an error rather than black.
enum ANSIColorStyle {
    private static let colors = ["black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6,
                                 "white": 7, "default": 9]

    /// The escape that starts the style; empty for `off` and the empty style.
    static func code(_ style: String) throws -> String {
        if style.isEmpty || style == "off" { return "" }
        if style == "reset" { return "\u{1B}[0m" }
        let parts = style.split(separator: ":", omittingEmptySubsequences: false)
        let foreground = parts[0].split(separator: "+", omittingEmptySubsequences: false)
        var codes = ["0"]
        let attributes = foreground.count > 1 ? foreground[1] : ""
        for (letter, code) in [("b", "1"), ("d", "2"), ("B", "5"), ("u", "4"), ("i", "7"), ("s", "9")]
        where attributes.contains(letter) {
            codes.append(code)
        }
        codes.append(try color(String(foreground[0]), base: attributes.contains("h") ? 90 : 30, extended: "38", style: style))
        if parts.count > 1 {
            let background = parts[1].split(separator: "+", omittingEmptySubsequences: false)
            if !background[0].isEmpty {
                let bright = background.count > 1 && background[1].contains("h")
                codes.append(try color(String(background[0]), base: bright ? 100 : 40, extended: "48", style: style))
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ name: String, base: Int, extended: String, style: String) throws -> String {
        if let number = Int(name), (0...255).contains(number) { return "\(extended);5;\(number)" }
        guard let offset = colors[name] else {
            throw GoTemplateFunctions.Failure("unknown color \(name.debugDescription) in \(style.debugDescription); use black, red, green, yellow, blue, magenta, cyan, white, default or 0-255")
        }
        return String(base + offset)
    }
}
