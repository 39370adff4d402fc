/// "⠋ Fetched 300 issues" on stderr while a long list loads on a terminal: drawn only once the list
/// has taken longer than `delay`, updated per page, and wiped before the results are printed.
public final class ProgressSpinner {
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    private let write: (String) -> Void
    private let enabled: Bool
    private let now: () throws -> Date
    private let start: Date
    private let delay: Double
    private var frame = 0
    private var drawn = false

    public init(io: IO, now: @escaping () throws -> Date, delay: Double = 0.3) throws {
        write = io.writeError
        enabled = io.stderrIsTerminal
        self.now = now
        self.delay = delay
        start = try now()
    }

    public func update(_ text: String) throws {
        guard enabled, try now().timeIntervalSince(start) >= delay else { return }
        write("\r\u{1B}[K\(Self.frames[frame % Self.frames.count]) \(text)")
        frame += 1
        drawn = true
    }

    public func finish() {
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }
}
