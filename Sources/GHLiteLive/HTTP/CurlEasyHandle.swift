import CCurl
import GHLiteCore

/// Owns one libcurl easy handle. Reusing it keeps the connection (and TLS session) alive between requests.
final class CurlEasyHandle {
    let raw: UnsafeMutableRawPointer

    init() {
        CurlGlobal.initialize()
        guard let handle = curl_easy_init() else { fatalError("curl_easy_init failed: out of memory") }
        raw = handle
    }

    deinit { curl_easy_cleanup(raw) }

    func set(_ option: CURLoption, _ value: Int) {
        _ = ghlite_curl_setopt_long(raw, option, value)
    }

    func set(_ option: CURLoption, _ value: String?) {
        // libcurl copies string options, so the temporary C string may go away after the call.
        if let value {
            _ = value.withCString { ghlite_curl_setopt_string(raw, option, $0) }
        } else {
            _ = ghlite_curl_setopt_string(raw, option, nil)
        }
    }

    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) {
        _ = ghlite_curl_setopt_pointer(raw, option, pointer)
    }

    func set(_ option: CURLoption, list: UnsafeMutablePointer<curl_slist>?) {
        _ = ghlite_curl_setopt_slist(raw, option, list)
    }

    func set(_ option: CURLoption, callback: ghlite_curl_data_callback) {
        _ = ghlite_curl_setopt_callback(raw, option, callback)
    }

    func info(_ info: CURLINFO) -> Int {
        var value = 0
        _ = ghlite_curl_getinfo_long(raw, info, &value)
        return value
    }

    /// For the `CURLINFO_*_T` values, which libcurl reports as `curl_off_t`.
    func offsetInfo(_ info: CURLINFO) -> Int {
        var value: curl_off_t = 0
        _ = ghlite_curl_getinfo_off_t(raw, info, &value)
        return Int(value)
    }

    func perform() -> CURLcode { curl_easy_perform(raw) }
}

/// `curl_global_init` must run once before any handle exists.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        return true
    }()

    static func initialize() { _ = initialized }
}
