import CCurl
import GHLiteCore
import Synchronization

/// HTTP over libcurl: easy handles kept for the whole process, so every request after the first reuses a
/// connection. Requests go one at a time, as GitHub asks of its clients, except the reads `ParallelReads` sends side
/// by side: each request in flight borrows a handle of its own (a new one when all are busy) and gives it back.
public final class CurlSession: Sendable {
    public struct Settings: Sendable {
        /// Milliseconds.
        public var connectTimeout: Int
        public var totalTimeout: Int
        /// An answer that sends nothing for this long is given up as stalled: 30 s, or half the total
        /// when that is shorter, so a short `GH_LITE_TIMEOUT` still tells a stall from a slow answer
        /// (0, for a total of 1 s: no stall check, the total decides).
        public var stallTimeout: Int
        public var certificateFile: String?
        public var certificateDirectory: String?
        public var maximumBodySize = 64 << 20

        public init(configuration: Configuration) {
            connectTimeout = configuration.connectTimeout
            totalTimeout = configuration.requestTimeout
            stallTimeout = min(30, configuration.requestTimeout / 2)
            certificateFile = configuration.certificateFile
            certificateDirectory = configuration.certificateDirectory
        }
    }

    private let settings: Settings
    private let idle = Mutex<[CurlEasyHandle]>([])

    public init(settings: Settings) { self.settings = settings }

    public var transport: HTTPTransport { HTTPTransport(send: send) }

    /// Loads libcurl and makes the handle the first request takes, so that this ~10 ms can pass while other work goes
    /// on beside;
    /// a failure is left for that request to report. Once a handle is kept, nothing (a new one would not reuse its
    /// connection). Never beside a request: libcurl's set-up is not thread-safe.
    public func prepare() {
        guard idle.withLock({ $0.isEmpty }), let handle = try? CurlEasyHandle() else { return }
        idle.withLock { $0.append(handle) }
    }

    public func send(_ request: HTTPRequest) throws -> HTTPResponse {
        let handle = try idle.withLock { $0.popLast() } ?? CurlEasyHandle()
        defer { idle.withLock { $0.append(handle) } }
        return try perform(request, on: handle)
    }

    private func perform(_ request: HTTPRequest, on handle: CurlEasyHandle) throws -> HTTPResponse {
        // Reset clears the previous request's options but keeps the live connection.
        ghlite_curl_easy_reset(handle.raw)
        configure(handle, for: request)
        var headerList: UnsafeMutablePointer<curl_slist>?
        for field in request.headers {
            headerList = ghlite_curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        // An empty "Expect:" stops libcurl waiting for "100 Continue" before sending a body.
        headerList = ghlite_curl_slist_append(headerList, "Expect:")
        defer { ghlite_curl_slist_free_all(headerList) }
        handle.set(CURLOPT_HTTPHEADER, list: headerList)

        let collector = CurlResponseCollector(maximumBodySize: settings.maximumBodySize,
                                              stallTimeout: settings.stallTimeout > 0 ? .seconds(settings.stallTimeout) : nil)
        let userdata = Unmanaged.passUnretained(collector).toOpaque()
        handle.set(CURLOPT_WRITEFUNCTION, callback: curlWriteBody)
        handle.set(CURLOPT_WRITEDATA, pointer: userdata)
        handle.set(CURLOPT_HEADERFUNCTION, callback: curlWriteHeader)
        handle.set(CURLOPT_HEADERDATA, pointer: userdata)
        // Stalls are timed from what the server sent: libcurl's own low-speed check also counts the bytes
        // gh-lite uploads, so a POST's body hid a stall for several seconds.
        handle.set(CURLOPT_NOPROGRESS, 0)
        handle.set(CURLOPT_XFERINFOFUNCTION, progress: curlProgress)
        handle.set(CURLOPT_XFERINFODATA, pointer: userdata)
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

        let code = errorBuffer.withUnsafeMutableBufferPointer { buffer in
            handle.set(CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(buffer.baseAddress))
            let code = withExtendedLifetime(collector) { handle.perform() }
            handle.set(CURLOPT_ERRORBUFFER, pointer: nil)
            return code
        }
        let host = RequestHost.describe(request.url)
        guard code == CURLE_OK else {
            if collector.stalled {
                throw TransportError(kind: .stalled, host: host,
                                     detail: "nothing arrived for \(settings.stallTimeout) s")
            }
            if collector.exceededMaximum {
                throw TransportError(kind: .other, host: host,
                                     detail: "the answer was larger than gh-lite accepts (\(Self.describe(bytes: settings.maximumBodySize)))")
            }
            let message = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let detail = message.isEmpty ? String(cString: ghlite_curl_easy_strerror(code)) : message
            let connected = handle.offsetInfo(CURLINFO_CONNECT_TIME_T) > 0
            throw TransportError(kind: CurlErrorKind.of(code, connected: connected), host: host, detail: detail)
        }
        return HTTPResponse(status: handle.info(CURLINFO_RESPONSE_CODE),
                            headers: HTTPHeaders(collector.headers), body: collector.body)
    }

    /// `64 MB`, `512 KB`, `100 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    private func configure(_ handle: CurlEasyHandle, for request: HTTPRequest) {
        handle.set(CURLOPT_URL, request.url)
        handle.set(CURLOPT_NOSIGNAL, 1)
        handle.set(CURLOPT_PROTOCOLS_STR, "http,https")
        handle.set(CURLOPT_FOLLOWLOCATION, 0)
        handle.set(CURLOPT_ACCEPT_ENCODING, "")
        handle.set(CURLOPT_CONNECTTIMEOUT_MS, settings.connectTimeout)
        handle.set(CURLOPT_TIMEOUT, settings.totalTimeout)
        handle.set(CURLOPT_SSL_VERIFYPEER, 1)
        handle.set(CURLOPT_SSL_VERIFYHOST, 2)
        // The hashed certificate folder loads only the certificates a handshake needs; the bundle file
        // would parse every one of them on each start.
        if let file = settings.certificateFile {
            handle.set(CURLOPT_CAINFO, file)
            handle.set(CURLOPT_CAPATH, settings.certificateDirectory)
        } else {
            handle.set(CURLOPT_CAINFO, nil as String?)
            handle.set(CURLOPT_CAPATH, settings.certificateDirectory ?? "/etc/ssl/certs")
        }
        switch request.method {
        case "GET":
            handle.set(CURLOPT_HTTPGET, 1)
        case "HEAD":
            handle.set(CURLOPT_NOBODY, 1)
        default:
            // libcurl silently sends a request again on a new connection when a re-used one dies before any
            // answer ("Connection died, retrying a fresh connect"), but only when it was re-used: a write goes on
            // a connection of its own, so an answer it never got fails instead of the write reaching GitHub twice.
            if !request.isIdempotent { handle.set(CURLOPT_FRESH_CONNECT, 1) }
            if request.method != "POST" { handle.set(CURLOPT_CUSTOMREQUEST, request.method) }
            let body = request.body ?? Data()
            handle.set(CURLOPT_POST, 1)
            handle.set(CURLOPT_POSTFIELDSIZE, body.count)
            body.withUnsafeBytes { bytes in
                _ = ghlite_curl_setopt_pointer(handle.raw, CURLOPT_COPYPOSTFIELDS,
                                               UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
        }
    }
}

private let curlWriteBody: ghlite_curl_data_callback = { data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let collector = Unmanaged<CurlResponseCollector>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    return collector.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

private let curlProgress: ghlite_curl_progress_callback = { userdata, _, _, _, _ in
    guard let userdata else { return 0 }
    return Unmanaged<CurlResponseCollector>.fromOpaque(userdata).takeUnretainedValue().hasStalled() ? 1 : 0
}

private let curlWriteHeader: ghlite_curl_data_callback = { data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let collector = Unmanaged<CurlResponseCollector>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    collector.receiveHeaderLine(String(decoding: bytes, as: UTF8.self).trimmingWhitespace())
    return length
}
