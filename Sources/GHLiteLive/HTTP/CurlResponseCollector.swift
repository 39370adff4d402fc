import GHLiteCore

/// Gathers what libcurl's callbacks deliver for one transfer: the last response's headers and its body.
final class CurlResponseCollector {
    var headers: [(String, String)] = []
    var body = Data()
    let maximumBodySize: Int
    var exceededMaximum = false

    /// How long the server may send nothing before the answer counts as stalled; nil: never.
    let stallTimeout: Duration?
    private var lastReceived = ContinuousClock.now
    private(set) var stalled = false

    init(maximumBodySize: Int, stallTimeout: Duration? = nil) {
        self.maximumBodySize = maximumBodySize
        self.stallTimeout = stallTimeout
    }

    /// Asked by libcurl about once a second, data or not; true gives the transfer up.
    func hasStalled() -> Bool {
        guard let stallTimeout, ContinuousClock.now - lastReceived > stallTimeout else { return false }
        stalled = true
        return true
    }

    /// Called once per header line. A new status line (after a 100-continue or a redirect) starts afresh.
    func receiveHeaderLine(_ line: String) {
        lastReceived = .now
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon])
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        headers.append((name, value))
    }

    /// Returns false to make libcurl abort once the body passes the limit.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastReceived = .now
        guard body.count + bytes.count <= maximumBodySize else {
            exceededMaximum = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}
