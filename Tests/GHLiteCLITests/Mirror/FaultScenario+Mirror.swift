import Testing

extension FaultScenario {
    /// Where the repository mirrors are kept (`XDG_CACHE_HOME/gh-lite/mirror`).
    var mirrorFolder: String { home.path + "/cache/gh-lite/mirror" }

    /// The one mirror file there.
    func mirrorFile(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let files = try files(under: mirrorFolder).filter { $0.hasSuffix(".sqlite") }
        return try #require(files.count == 1 ? files.first : nil, sourceLocation: sourceLocation)
    }
}
