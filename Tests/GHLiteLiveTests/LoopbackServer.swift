import Foundation
import GHLiteCore

/// A tiny HTTP/1.1 server on 127.0.0.1 for testing the curl transport: it answers each request with
/// the next scripted reply, records what arrived, and counts connections (to see keep-alive at work).
final class LoopbackServer: @unchecked Sendable {
    struct Reply {
        var status = 200
        var headers: [(String, String)] = [("Content-Type", "application/json")]
        var body = Data("{}".utf8)
        /// Wait this long before answering (to provoke time-outs).
        var delay: TimeInterval = 0
        /// Close the connection after reading the request, without one byte of answer (a kept-alive connection
        /// that died under the request).
        var closesWithoutAnswer = false
    }

    struct Received {
        var requestLine: String
        var headers: [String: String]
        var body: Data
    }

    let port: Int
    private let listener: Int32
    private let state = Locked<(replies: [Reply], received: [Received], connections: Int)>(([], [], 0))

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var received: [Received] { state.value.received }
    var connections: Int { state.value.connections }

    init(replies: [Reply]) throws {
        state.withLock { $0.replies = replies }
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// A port on 127.0.0.1 that nothing listens on, for as long as the value lives: the socket stays bound (but
    /// never listens, so a connection is refused), so no other process can be given the port meanwhile.
    final class ClosedPort {
        let port: Int
        private let socketDescriptor: Int32

        init() throws {
            socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { [socketDescriptor] in
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, length) == 0 && getsockname(socketDescriptor, $0, &length) == 0
                }
            }
            guard socketDescriptor >= 0, bound else { throw POSIXError(.EADDRINUSE) }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(socketDescriptor) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            state.withLock { $0.connections += 1 }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer = Data()
        while true {
            guard let (head, rest) = readHead(connection, &buffer) else { return }
            var lines = head.components(separatedBy: "\r\n")
            let requestLine = lines.removeFirst()
            var headers: [String: String] = [:]
            for line in lines where line.contains(":") {
                let parts = line.split(separator: ":", maxSplits: 1)
                headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
            }
            buffer = rest
            let length = Int(headers["content-length"] ?? "0") ?? 0
            while buffer.count < length {
                guard let more = readSome(connection) else { return }
                buffer.append(more)
            }
            let body = buffer.prefix(length)
            buffer = Data(buffer.dropFirst(length))
            let reply: Reply = state.withLock { state in
                state.received.append(Received(requestLine: requestLine, headers: headers, body: Data(body)))
                return state.replies.isEmpty ? Reply() : state.replies.removeFirst()
            }
            if reply.delay > 0 { Thread.sleep(forTimeInterval: reply.delay) }
            if reply.closesWithoutAnswer { return }
            var response = "HTTP/1.1 \(reply.status) Status\r\nContent-Length: \(reply.body.count)\r\n"
            for (name, value) in reply.headers { response += "\(name): \(value)\r\n" }
            var bytes = Data((response + "\r\n").utf8)
            bytes.append(reply.body)
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 { return }
        }
    }

    private func readHead(_ connection: Int32, _ buffer: inout Data) -> (String, Data)? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let range = buffer.range(of: separator) {
                return (String(decoding: buffer[..<range.lowerBound], as: UTF8.self), Data(buffer[range.upperBound...]))
            }
            guard let more = readSome(connection) else { return nil }
            buffer.append(more)
        }
    }

    private func readSome(_ connection: Int32) -> Data? {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = recv(connection, &chunk, chunk.count, 0)
        return count > 0 ? Data(chunk[0..<count]) : nil
    }
}
