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
            guard let date = date(seconds) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a date outside 1970 to 9999: \(seconds)"))
            }
            return date
        }
        return decoder
    }

    /// A date as the encoder wrote it, read in one pass (`MirroredIssue.read`), by the same rule.
    static func date(_ json: inout JSONScanner) throws -> Date {
        guard let date = date(try json.double()) else { throw JSONScanner.Malformed() }
        return date
    }

    /// `seconds` since 2001 as a date, if it falls within the years 1970 to 9999.
    private static func date(_ seconds: Double) -> Date? {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        return seconds.isFinite && earliest <= date && date <= latest ? date : nil
    }
}
