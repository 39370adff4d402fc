/// One key pressed on a terminal in raw mode, as the pickers and the line editor understand it.
public enum Key: Sendable, Equatable {
    case character(Character)
    case enter, backspace, delete, tab, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl-C: in raw mode the terminal sends the byte instead of a signal.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl and a letter other than those above (`control("a")` is Ctrl-A).
    case control(Character)
    /// An escape sequence no prompt uses.
    case unknown
}
