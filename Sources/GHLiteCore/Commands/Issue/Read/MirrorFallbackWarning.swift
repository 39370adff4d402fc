/// The one line said when GitHub could not be reached and the answer came from the mirror instead.
enum MirrorFallbackWarning {
    static func line(syncedAt: Date, now: Date, style: TerminalStyle) -> String {
        "\(style.yellow("!")) GitHub cannot be reached: showing the local mirror as of "
            + RelativeTime.describe(syncedAt, now: now) + "\n"
    }
}
