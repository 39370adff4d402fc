/// `Link` headers: any text gives a relation map whose URLs were each written `<URL>` in the header.
enum LinkHeaderTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let header = input.text
        let relations = LinkHeader.relations(header)
        for (name, url) in relations {
            fuzzCheck(!name.isEmpty, "empty relation name")
            fuzzCheck(header.contains("<\(url)>"), "relation \(name) has a URL that is not in the header")
        }
        fuzzCheck(LinkHeader.next(header) == relations["next"], "next differs from relations[\"next\"]")
    }
}
