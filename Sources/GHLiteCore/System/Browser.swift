/// Opens a URL in the user's browser (`--web`, and the login page).
public struct Browser: Sendable {
    public var open: @Sendable (_ url: String) throws -> Void
        = { _ in throw Unimplemented("Browser.open") }

    public init() {}

    public static var failing: Browser { Browser() }
}
