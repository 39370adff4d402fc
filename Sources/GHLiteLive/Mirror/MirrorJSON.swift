import GHLiteCore

/// How mirror records and values are read back. A mirror file is data on disk that anything may have changed: a date
/// outside the years 1970 to 9999 (`1e308`, a hand-edited `synced_through`) does not decode, so the record is left
/// out or the mirror rebuilt, as for any damage, instead of reaching date arithmetic that cannot hold it.
enum MirrorJSON {
    static let earliest = Date(timeIntervalSince1970: 0)
    static let latest = Date(timeIntervalSince1970: 253_402_300_799) // 9999-12-31T23:59:59Z

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        // The encoder's default, `deferredToDate`: seconds since 2001 as a number.
        decoder.dateDecodingStrategy = .custom { decoder in
            let seconds = try decoder.singleValueContainer().decode(Double.self)
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            guard seconds.isFinite, earliest <= date, date <= latest else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a date outside 1970 to 9999: \(seconds)"))
            }
            return date
        }
        return decoder
    }
}
