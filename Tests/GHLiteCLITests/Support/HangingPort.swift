import Foundation

/// A port on 127.0.0.1 where a new connection hangs unanswered, as behind a firewall that drops packets: the socket
/// listens with a queue of one and one connection of its own fills it, so the kernel drops every later SYN
/// and a client waits for its connect time-out. Closed when the value goes away.
final class HangingPort {
    let port: Int
    private let listener: Int32
    private let filler: Int32

    /// `port`: the port to take (one a stopped simulator left free).
    init(port: Int) throws {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.port = port
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { [listener, filler] in
                bind(listener, $0, length) == 0 && listen(listener, 0) == 0 && connect(filler, $0, length) == 0
            }
        }
        guard listener >= 0, filler >= 0, ready else { throw POSIXError(.EADDRINUSE) }
    }

    deinit {
        close(filler)
        close(listener)
    }
}
