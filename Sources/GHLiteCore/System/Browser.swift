/// Opens a URL in the user's browser (`--web`, and the login page).
public struct Browser: Sendable {
    public var open: @Sendable (_ url: String) throws -> Void

    public init(open: @escaping @Sendable (String) throws -> Void) { self.open = open }

    public static var failing: Browser { Browser(open: { _ in throw Unimplemented("Browser.open") }) }
}
