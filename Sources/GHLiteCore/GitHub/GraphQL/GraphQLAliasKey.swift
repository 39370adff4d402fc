/// Any key of a JSON object, for the answers whose keys are aliases the query made up (`i4`, `r1`, ...).
struct GraphQLAliasKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
