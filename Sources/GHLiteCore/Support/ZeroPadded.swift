extension BinaryInteger {
    /// The digits of a number ≥ 0 with zeros in front up to `width`, as C's `%0<width>d` and `%0<width>x` print it.
    func zeroPadded(_ width: Int, radix: Int = 10, uppercase: Bool = false) -> String {
        let digits = String(self, radix: radix, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
