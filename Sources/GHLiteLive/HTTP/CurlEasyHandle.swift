import CCurl
import GHLiteCore

/// Owns one libcurl easy handle. Reusing it keeps the connection (and TLS session) alive between requests.
/// Unchecked: `CurlSession` lends it to one request at a time, whichever thread that request runs on.
final class CurlEasyHandle: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    /// Loads libcurl on first use; a machine without it gets a message saying what to install.
    init() throws {
        var failure: UnsafePointer<CChar>?
        guard ghlite_curl_load(&failure) != nil else {
            let reason = failure.map { String(cString: $0) } ?? "unknown reason"
            throw CommandError("gh-lite could not load libcurl (\(reason)): install it with `apt-get install libcurl4`")
        }
        guard let handle = ghlite_curl_easy_init() else { throw CommandError("libcurl could not start a transfer: out of memory") }
        raw = handle
    }

    deinit { ghlite_curl_easy_cleanup(raw) }

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

    func set(_ option: CURLoption, progress: ghlite_curl_progress_callback) {
        _ = ghlite_curl_setopt_progress(raw, option, progress)
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

    func perform() -> CURLcode { ghlite_curl_easy_perform(raw) }
}
