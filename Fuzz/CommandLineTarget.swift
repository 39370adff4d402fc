/// Whole command lines run in memory against the mock GitHub (`.mock`): whatever the words, gh-lite
/// ends with one of its exit codes, and an error always says something on stderr.
///
/// The input is the words separated by NUL bytes (as argv holds them). Leading `NAME=value` words set
/// environment variables, as `env` does; among them `FUZZ_TERMINAL=1` makes the streams a terminal and
/// `FUZZ_STDIN=text` is what standard input holds (a token, answers to prompts).
enum CommandLineTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        var words = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if input.isEmpty { words = [] }
        var variables: [String: String] = [:]
        while let first = words.first, !first.hasPrefix("-"), let equals = first.firstIndex(of: "=") {
            variables[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        let terminal = variables.removeValue(forKey: "FUZZ_TERMINAL") != nil
        let memory = MemoryIO(input: variables.removeValue(forKey: "FUZZ_STDIN") ?? "", terminal: terminal, width: 80)
        let code = CommandLineInterface.run(words, variables: variables, io: memory.io,
                                            makeEnvironment: { _ in .mock })
        fuzzCheck(code == .ok || !memory.error.isEmpty, "exit code \(code) without a message")
    }
}
