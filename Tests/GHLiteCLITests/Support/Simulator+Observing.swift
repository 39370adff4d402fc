import Foundation

/// What a test reads back from the simulator, while gh-lite runs or after it.
extension Simulator {
    /// How many comments on octocat/Hello-World's issue `number` say exactly `text`, as GitHub has them.
    func comments(on number: Int, saying text: String) throws -> Int {
        let body = try body(of: "/repos/octocat/Hello-World/issues/\(number)/comments?per_page=100")
        let comments = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]] ?? []
        return comments.filter { $0["body"] as? String == text }.count
    }

    /// Waits until a request whose body holds `text` has arrived (it is then being answered, or was). It holds its
    /// thread while it polls, so the test acts as soon as the request is seen, not when the test pool next has room.
    func waitForRequest(containing text: String) throws {
        let deadline = Date().addingTimeInterval(60)
        while try !requests().contains(where: { $0.body.contains(text) }) {
            guard Date() < deadline else { throw SimulatorError("no request holding \(text) arrived") }
            usleep(20_000)
        }
    }
}
