import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RevalidatingTransportTests {
    let entries = Locked<[String: CachedResponse]>([:])
    var store: HTTPCacheStore {
        HTTPCacheStore(load: { key in entries.withLock { $0[key] } },
                       save: { key, value in entries.withLock { $0[key] = value } })
    }

    func get(_ url: String, token: String = "Bearer a") -> HTTPRequest {
        HTTPRequest(url: url, headers: HTTPHeaders([("Authorization", token)]))
    }

    @Test func aSecondRunRevalidatesAndA304IsAnsweredFromTheStore() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(200, [("ETag", "W/\"v1\""), ("Link", "<https://h/p2>; rel=\"next\""),
                                             ("X-RateLimit-Remaining", "4999")], body: "[1,2,3]"),
            ScriptedTransport.response(304, [("ETag", "W/\"v1\""), ("X-RateLimit-Remaining", "4999")]),
        ])
        let transport = server.transport.revalidating(with: store)
        let first = try transport.send(get("https://h/issues"))
        let second = try transport.send(get("https://h/issues"))
        #expect(server.requests.value[0].headers["If-None-Match"] == nil)
        #expect(server.requests.value[1].headers["If-None-Match"] == "W/\"v1\"")
        #expect(second.status == 200)
        #expect(second.body == first.body)
        #expect(second.headers["Link"] == "<https://h/p2>; rel=\"next\"")
    }

    @Test func entriesAreKeptApartByTokenAndNeverKeyedByTheTokenItself() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(200, [("ETag", "\"a\"")], body: "mine"),
            ScriptedTransport.response(200, [("ETag", "\"b\"")], body: "theirs"),
        ])
        let transport = server.transport.revalidating(with: store)
        _ = try transport.send(get("https://h/x", token: "Bearer gho_first"))
        _ = try transport.send(get("https://h/x", token: "Bearer gho_second"))
        #expect(server.requests.value[1].headers["If-None-Match"] == nil)
        #expect(entries.value.count == 2)
        #expect(entries.value.keys.allSatisfy { !$0.contains("gho_") && $0.count == 64 })
    }

    @Test func onlySuccessfulGETsWithValidatorsAreStored() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(200, body: "no validator"),
            ScriptedTransport.response(404, [("ETag", "\"x\"")]),
            ScriptedTransport.response(201, [("ETag", "\"y\"")]),
        ])
        let transport = server.transport.revalidating(with: store)
        _ = try transport.send(get("https://h/a"))
        _ = try transport.send(get("https://h/b"))
        _ = try transport.send(HTTPRequest(method: "POST", url: "https://h/c", body: Data()))
        #expect(entries.value.isEmpty)
    }

    @Test func lastModifiedIsSentBackToo() throws {
        let server = ScriptedTransport([ScriptedTransport.response(200, [("Last-Modified", "Tue, 01 Jan 2030 00:00:00 GMT")], body: "x"),
                                        ScriptedTransport.response(304)])
        let transport = server.transport.revalidating(with: store)
        _ = try transport.send(get("https://h/a"))
        _ = try transport.send(get("https://h/a"))
        #expect(try #require(server.requests.value.dropFirst().first).headers["If-Modified-Since"] == "Tue, 01 Jan 2030 00:00:00 GMT")
    }
}
