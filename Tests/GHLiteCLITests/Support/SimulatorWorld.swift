/// What a binary test runs in: a simulator of its own (so request counts are exact) and a private home for
/// gh-lite's config and cache folders.
struct SimulatorWorld {
    let simulator: Simulator
    let home: TemporaryDirectory

    init(arguments: [String] = [], certificateFile: String? = nil) throws {
        simulator = try Simulator(arguments: arguments, certificateFile: certificateFile)
        home = try TemporaryDirectory()
    }
}

/// A suite whose tests each get a fresh `SimulatorWorld`, reached as `simulator` and `home`.
protocol InSimulatorWorld {
    var world: SimulatorWorld { get }
}

extension InSimulatorWorld {
    var simulator: Simulator { world.simulator }
    var home: TemporaryDirectory { world.home }
}
