#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Double {
    /// The number as C's printf writes it with one floating-point conversion of ours (`%.2f`, `%.3e`, `%G`): what
    /// Foundation's `String(format:)` gave, without linking full Foundation (and ICU's 35 MB) into the binary.
    /// gh-lite never calls setlocale, so the decimal point is always `.`.
    func printed(_ conversion: String) -> String {
        let length = Int(withVaList([self]) { vsnprintf(nil, 0, conversion, $0) })
        guard length > 0 else { return "" }
        var buffer = [UInt8](repeating: 0, count: length + 1)
        _ = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                withVaList([self]) { vsnprintf(text.baseAddress, text.count, conversion, $0) }
            }
        }
        return String(decoding: buffer.dropLast(), as: UTF8.self)
    }
}
