public enum GHLiteVersion {
    public static let current = "0.1.0"
}
