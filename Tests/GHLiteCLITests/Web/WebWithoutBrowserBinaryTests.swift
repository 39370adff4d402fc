import Foundation
import Testing

/// `-w/--web` on a machine with no browser (no `BROWSER`, no `xdg-open` or the like on `PATH`): every command
/// says so, prints the URL to open by hand (gh's words) and ends well.
@Suite struct WebWithoutBrowserBinaryTests: InSimulatorWorld {
    let world: SimulatorWorld

    init() throws { world = try SimulatorWorld() }

    @Test(arguments: [
        (["issue", "list", "--web"], "https://github.com/octocat/Hello-World/issues?q=is%3Aissue%20state%3Aopen"),
        (["issue", "view", "1", "-w"], "https://github.com/octocat/Hello-World/issues/1"),
        (["issue", "create", "--web", "-t", "Crash"], "https://github.com/octocat/Hello-World/issues/new?title=Crash"),
        (["issue", "comment", "1", "--web"], "https://github.com/octocat/Hello-World/issues/1#issuecomment-new"),
        (["label", "list", "--web"], "https://github.com/octocat/Hello-World/labels"),
        (["search", "issues", "crash", "--web"],
         "https://github.com/search?q=crash%20is%3Aissue%20repo%3Aoctocat%2FHello-World&type=issues"),
    ])
    func printsTheURLAndHowToOpenItAndExitsZero(arguments: [String], url: String) throws {
        let noPrograms = try TemporaryDirectory()
        var environment = simulator.environment(configDirectory: home.path)
        environment["PATH"] = noPrograms.path
        let result = try GHLiteRun.run(arguments + ["-R", "octocat/Hello-World"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("! Failed opening a web browser at \(url)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("  Please try entering the URL in your browser manually\n"), "\(result.stderr)")
    }
}
