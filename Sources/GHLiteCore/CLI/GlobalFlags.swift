/// Flags every command accepts.
public enum GlobalFlags {
    public static let noCache = Flag.switch("no-cache", help: "Fetch everything afresh instead of revalidating cached answers",
                                            setting: "GH_LITE_NO_CACHE")
    /// `-h` too, unless the command gives that letter to a flag of its own (`auth token -h HOST`, as gh).
    public static let help = Flag.switch("help", help: "Show help for this command")
    /// `gh-lite --version`, read by the command tree before any command.
    public static let version = Flag.switch("version", help: "Show gh-lite's version")
}
