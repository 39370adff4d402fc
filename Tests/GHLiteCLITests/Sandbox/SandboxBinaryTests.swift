import Foundation
import Testing

/// `Scripts/sandbox --print` as a newcomer uses it: eval its lines in a shell, then run gh-lite by hand.
@Suite struct SandboxBinaryTests {
    @Test func thePrintedExportsPutGhLiteOnPathSignedInAgainstTheSimulator() throws {
        let sandbox = SandboxShell(folder: try TemporaryDirectory())
        let run = try sandbox.run("""
            command -v gh-lite
            gh-lite auth status
            gh-lite issues octocat/Hello-World -L 1 --json number,title
            gh-lite auth token -h github.com
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count > 3, "\(run.stdout)")
        #expect(lines[0] == sandbox.sandboxPath + "/bin/gh-lite")
        // Signed in as the seeded octocat, stored in the sandbox's own config folder, not through GH_TOKEN.
        // Named as GH_HOST names it, as gh names the host one logs in to; where the API is beside it.
        #expect(lines[1].hasPrefix("github.com (API at 127.0.0.1:"), "\(run.stdout)")
        #expect(lines[2] == "  ✓ Logged in to github.com account octocat (\(sandbox.sandboxPath)/config/hosts.json)")
        // `-h` takes that name.
        #expect(lines.dropLast().last == "gho_simulator_octocat", "\(run.stdout)")
        #expect(run.stdout.contains("\"number\":"), "\(run.stdout)")
        #expect(run.stderr.contains("gh-lite sandbox: using \(PackagePaths.binary.path) (GH_LITE_BINARY)\n"), "\(run.stderr)")
    }

    /// The README's walk through the offline work: out of reach, a comment queued, back, sent once by sync; the
    /// simulator kept the issues and comments it had (here, one posted before going offline).
    @Test func sandboxOfflineQueuesAWriteThatSyncSendsOnceAfterSandboxOnline() throws {
        let sandbox = SandboxShell(folder: try TemporaryDirectory())
        let run = try sandbox.run("""
            set -e
            gh-lite issue comment 2 -R octocat/Hello-World -b "before the train"
            sandbox-offline
            gh-lite issue comment 2 -R octocat/Hello-World -b "on the train"
            echo "-- queued"
            sandbox-online
            gh-lite sync
            echo "-- synced"
            python3 -c '
            import json, os, sys, urllib.request
            request = urllib.request.Request(os.environ["GH_LITE_API_URL"] + "/repos/octocat/Hello-World/issues/2/comments",
                                             headers={"Authorization": "token gho_simulator_octocat"})
            bodies = [c["body"] for c in json.load(urllib.request.urlopen(request))]
            print("before:", bodies.count("before the train"), "on:", bodies.count("on the train"))'
            """)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("! GitHub cannot be reached: comment on #2 queued (entry 1); send it with gh-lite sync"), "\(run.stderr)")
        #expect(run.stderr.contains("✓ Sent octocat/Hello-World: comment on #2 (entry 1)"), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("-- synced\nbefore: 1 on: 1\n"), "\(run.stdout)")
    }

    /// A second sandbox in the same folder while the first runs would start afresh there, deleting the first one's
    /// sign-in and the writes waiting in its outbox: it is refused in one line, and the queued comment stays.
    @Test func aSecondSandboxInTheSameFolderIsRefusedWhileTheFirstRuns() throws {
        let sandbox = SandboxShell(folder: try TemporaryDirectory())
        let run = try sandbox.run("""
            sandbox-offline
            gh-lite issue comment 2 -R octocat/Hello-World -b "typed offline" 2>/dev/null
            if second="$(Scripts/sandbox --print 2>"$HOME/second.err")"; then
              echo "-- a second sandbox started"
              kill "$(printf '%s\\n' "$second" | sed -n 's/^export GH_LITE_SANDBOX_PID=//p')"
            fi
            tail -n 1 "$HOME/second.err"
            sandbox-online 2>/dev/null
            gh-lite sync --status
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("-- a second sandbox started"), "\(run.stdout)")
        #expect(run.stdout.contains("a sandbox is still running in \(sandbox.sandboxPath) (its simulator is pid "),
                "\(run.stdout)")
        #expect(run.stdout.contains("\tcomment on #2\t"), "\(run.stdout)")
    }

    @Test(.enabled(if: installedGh != nil, "gh (GitHub CLI) is not installed"))
    func ghInTheSandboxListsTheIssuesGhLiteLists() throws {
        let sandbox = SandboxShell(folder: try TemporaryDirectory())
        let run = try sandbox.run("""
            gh-lite issue create -R octocat/Hello-World -t "Filed in the sandbox" -b "From the sandbox" >/dev/null
            gh issue list -R octocat/Hello-World -L 5 --json number,title,labels --jq '.[] | "\\(.number) \\(.title) \\([.labels[].name])"'
            echo "--"
            gh-lite issue list -R octocat/Hello-World -L 5 --json number,title,labels --jq '.[] | "\\(.number) \\(.title) \\([.labels[].name])"'
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let halves = run.stdout.components(separatedBy: "--\n")
        try #require(halves.count == 2, "\(run.stdout)")
        #expect(halves[0] == halves[1])
        #expect(halves[0].hasPrefix("81 Filed in the sandbox []\n") && halves[0].split(separator: "\n").count == 5, "\(halves[0])")
    }
}
