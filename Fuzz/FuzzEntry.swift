// libFuzzer's entry points for every gh-lite fuzz target, compiled into one binary by Scripts/fuzz
// together with Sources/GHLiteCore (as one module, so targets reach internal parsers directly).
// The target is named by GH_LITE_FUZZ_TARGET, or by the first argument (taken out before libFuzzer
// reads its flags): `fuzz link -max_total_time=60 corpus/`.

/// Every target: one function that must return normally for any input (a trap is a finding).
let fuzzTargets: [String: @Sendable (UnsafeRawBufferPointer) -> Void] = [
    "link": LinkHeaderTarget.run,
    "args": CommandLineTarget.run,
    "json": GitHubJSONTarget.run,
    "template": IssueTemplateTarget.run,
    "template-runs": TemplateRunsTarget.run,
    "repo": RepoRefTarget.run,
    "text": TerminalTextTarget.run,
    "oauth": OAuthReplyTarget.run,
    "answer": HTTPAnswerTarget.run,
    "jq": JQTarget.run,
    "go-template": GoTemplateTarget.run,
    "regex": RegexTarget.run,
    "markdown": MarkdownTarget.run,
]

nonisolated(unsafe) private var selectedTarget: (@Sendable (UnsafeRawBufferPointer) -> Void)?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>,
                           _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    var name = ProcessInfo.processInfo.environment["GH_LITE_FUZZ_TARGET"]
    if argc.pointee > 1, let first = argv.pointee[1], fuzzTargets[String(cString: first)] != nil {
        name = String(cString: first)
        // Drop the name so libFuzzer does not take it for a corpus folder.
        for index in 1..<Int(argc.pointee) { argv.pointee[index] = argv.pointee[index + 1] }
        argc.pointee -= 1
    }
    guard let name, let target = fuzzTargets[name] else {
        let names = fuzzTargets.keys.sorted().joined(separator: ", ")
        fatalError("name a fuzz target (\(names)) as the first argument or in GH_LITE_FUZZ_TARGET")
    }
    selectedTarget = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget!(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

extension UnsafeRawBufferPointer {
    /// The input as text, the way gh-lite turns bytes it receives into text (invalid UTF-8 repaired).
    var text: String { String(decoding: self, as: UTF8.self) }
}

/// Stops the run with a message libFuzzer shows beside the crashing input.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
