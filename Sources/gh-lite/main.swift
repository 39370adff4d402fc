import GHLiteCore
import GHLiteLive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let status = CommandLineInterface.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: ProcessEnvironment.current(),
    io: .standard,
    makeEnvironment: ContainerEnvironment.live)
exit(status.rawValue)
