/// GitHub's rules for user and organization names: letters, digits and single hyphens, at most 39.
public enum OwnerName {
    public static func isValid(_ name: String) -> Bool {
        guard (1...39).contains(name.count), !name.hasPrefix("-") else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "-" }
    }
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
