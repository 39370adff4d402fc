@testable import GHLiteCore
import GHLiteMock
import Testing

/// The pause between two writes that reaches the clock's sleep, as the container binds it: GitHub's second by
/// default, `GH_LITE_WRITE_INTERVAL_MS` when set.
@Suite(.strictDoubles) struct WriteSpacingTests {
    @Test(arguments: [([String: String](), 1.0), (["GH_LITE_WRITE_INTERVAL_MS": "250"], 0.25)])
    func twoWritesAreSpacedByTheConfiguredInterval(variables: [String: String], seconds: Double) throws {
        let slept = Locked<[Double]>([])
        var services = ContainerEnvironment.mock
        services.clock.sleep = { interval in slept.withLock { $0.append(interval) } }
        let environment = BulkRunEnvironment.bound(to: services, io: MemoryIO().io, style: TerminalStyle(enabled: false),
                                                   configuration: Configuration(variables: variables))
        let written = Locked(0)
        _ = try BulkRun(environment: environment).run([1, 2], number: { $0 }, write: { _, pacer in
            try pacer.write { written.withLock { $0 += 1 } }
        }, report: { _, _ in })
        #expect(written.value == 2)
        #expect(slept.value == [seconds])
    }
}
