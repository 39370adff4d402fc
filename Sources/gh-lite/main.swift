import GHLiteCore
import GHLiteLive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let variables = ProcessEnvironment.current()
let io = IO.standard
let status = CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()), variables: variables, io: io,
                                      configFiles: .live) {
    ContainerEnvironment.live($0, variables: variables, io: io, clock: .live)
}
exit(status.rawValue)
