import GHLiteCore
import Testing

@Suite(.strictDoubles) struct RetryingTransportTests {
    let sleeps = Locked<[Double]>([])
    let notices = Locked<[String]>([])

    func retrying(_ server: ScriptedTransport) -> HTTPTransport {
        var policy = RetryPolicy()
        policy.jitter = { 0.5 }
        return server.transport.retrying(policy, sleep: { seconds in sleeps.withLock { $0.append(seconds) } },
                                         notice: { line in notices.withLock { $0.append(line) } })
    }

    let get = HTTPRequest(url: "https://api.github.com/x")
    let post = HTTPRequest(method: "POST", url: "https://api.github.com/repos/o/r/issues", body: Data("{}".utf8))

    @Test func aGETIsRetriedOn5xxWithExponentialBackOffAndJitter() throws {
        let server = ScriptedTransport([ScriptedTransport.response(502), ScriptedTransport.response(503),
                                        ScriptedTransport.response(200, body: "ok")])
        let response = try retrying(server).send(get)
        #expect(response.status == 200)
        #expect(server.requests.value.count == 3)
        #expect(sleeps.value == [1.5, 2.5])
    }

    @Test func givesUpAfterThreeTriesWithTheLastAnswer() throws {
        let server = ScriptedTransport(Array(repeating: ScriptedTransport.response(504), count: 3))
        #expect(try retrying(server).send(get).status == 504)
        #expect(server.requests.value.count == 3)
    }

    @Test func retryAfterIsHonoured() throws {
        let server = ScriptedTransport([ScriptedTransport.response(503, [("Retry-After", "7")]), ScriptedTransport.response(200)])
        _ = try retrying(server).send(get)
        #expect(sleeps.value == [7])
    }

    @Test func aPOSTIsNeverResentOnceItMayHaveArrivedAndItsErrorSaysToLookFirst() throws {
        let broken = ScriptedTransport([.fail(TransportError(kind: .connectionLost, host: "h", detail: "reset"))])
        #expect(throws: TransportError(kind: .connectionLost, host: "h", detail: "reset", writeMayHaveBeenApplied: true)) {
            try retrying(broken).send(post)
        }
        #expect(broken.requests.value.count == 1)
        #expect(TransportError(kind: .connectionLost, host: "h", detail: "reset", writeMayHaveBeenApplied: true).userMessage
                == "the connection to h broke before the answer was complete: the change may have been made on GitHub: "
                + "look before you try again (reset)")
        let unavailable = ScriptedTransport([ScriptedTransport.response(503)])
        #expect(try retrying(unavailable).send(post).status == 503)
        #expect(unavailable.requests.value.count == 1)
    }

    @Test func aQueryPOSTedAsIdempotentIsRetriedLikeAGET() throws {
        let query = HTTPRequest(method: "POST", url: "https://api.github.com/graphql", body: Data("{}".utf8),
                                isIdempotent: true)
        let server = ScriptedTransport([.fail(TransportError(kind: .connectionLost, host: "h", detail: "reset")),
                                        ScriptedTransport.response(502), ScriptedTransport.response(200)])
        #expect(try retrying(server).send(query).status == 200)
        #expect(server.requests.value.count == 3)
    }

    @Test(arguments: [TransportError.Kind.couldNotConnect, .couldNotResolveHost, .connectTimedOut])
    func aConnectionThatNeverOpenedIsNotTriedAgainSoTheFallBackIsImmediate(kind: TransportError.Kind) throws {
        for request in [get, post] {
            let server = ScriptedTransport([.fail(TransportError(kind: kind, host: "h", detail: "refused"))])
            #expect(throws: TransportError(kind: kind, host: "h", detail: "refused")) { try retrying(server).send(request) }
            #expect(server.requests.value.count == 1)
        }
        #expect(sleeps.value == [])
    }

    @Test func aGETIsRetriedWhenTheConnectionBreaks() throws {
        let server = ScriptedTransport([.fail(TransportError(kind: .connectionLost, host: "h", detail: "reset")),
                                        ScriptedTransport.response(200)])
        #expect(try retrying(server).send(get).status == 200)
    }

    @Test func stallsAndTimeOutsAreNotRetried() throws {
        let server = ScriptedTransport([.fail(TransportError(kind: .stalled, host: "h", detail: "slow"))])
        #expect(throws: TransportError(kind: .stalled, host: "h", detail: "slow")) { try retrying(server).send(get) }
        #expect(server.requests.value.count == 1)
    }

    @Test func theSecondaryRateLimitIsWaitedOutAndSaidOnStderr() throws {
        let server = ScriptedTransport([
            ScriptedTransport.response(403, [("Retry-After", "30"), ("X-RateLimit-Remaining", "4000")],
                                       body: #"{"message":"You have exceeded a secondary rate limit."}"#),
            ScriptedTransport.response(200),
        ])
        #expect(try retrying(server).send(get).status == 200)
        #expect(sleeps.value == [30])
        #expect(notices.value == ["GitHub's secondary rate limit: waiting 30 s before trying again..."])
    }

    @Test func theSecondaryWaitIsBounded() throws {
        let limited = ScriptedTransport.response(429, [("Retry-After", "100")])
        let server = ScriptedTransport([limited, limited])
        #expect(try retrying(server).send(get).status == 429)
        #expect(sleeps.value == [100])
        #expect(server.requests.value.count == 2)
    }

    @Test func aSecondaryLimitAskingForNoWaitForeverStillEndsAfterThreeTries() throws {
        let limited = ScriptedTransport.response(429, [("Retry-After", "0")])
        let server = ScriptedTransport(Array(repeating: limited, count: 3))
        #expect(try retrying(server).send(get).status == 429)
        #expect(server.requests.value.count == 3)
    }

    @Test func thePrimaryRateLimitIsNotRetried() throws {
        let server = ScriptedTransport([ScriptedTransport.response(403, [("X-RateLimit-Remaining", "0"), ("Retry-After", "5")])])
        #expect(try retrying(server).send(get).status == 403)
        #expect(sleeps.value.isEmpty)
    }

    /// A 503 asking for an hour is not waited for: the answer comes back at once (the caller's one-line error).
    @Test func aRetryAfterPastTheWaitingBudgetIsNotWaitedFor() throws {
        let server = ScriptedTransport([ScriptedTransport.response(503, [("Retry-After", "3600")])])
        #expect(try retrying(server).send(get).status == 503)
        #expect(sleeps.value.isEmpty)
        #expect(server.requests.value.count == 1)
    }

    /// Back-offs count against the same budget as `Retry-After`: GH_LITE_TIMEOUT=1 allows 2 s in all.
    @Test func everyWaitCountsAgainstOneBudget() throws {
        let lost = ScriptedTransport.Step.fail(TransportError(kind: .connectionLost, host: "h", detail: "reset"))
        let server = ScriptedTransport([ScriptedTransport.response(503, [("Retry-After", "1")]), lost])
        var policy = RetryPolicy()
        policy.jitter = { 0.5 }
        policy.maximumWait = 2
        let transport = server.transport.retrying(policy, sleep: { seconds in sleeps.withLock { $0.append(seconds) } },
                                                  notice: { _ in })
        #expect(throws: TransportError.self) { try transport.send(get) }
        // 1 s as told, then a back-off of 2.5 s would pass the 2 s budget.
        #expect(sleeps.value == [1])
        #expect(server.requests.value.count == 2)
    }

    @Test(arguments: ["nan", "inf", "-1", "soon"])
    func aRetryAfterThatIsNoNumberOfSecondsFallsBackToTheBackOff(value: String) throws {
        let server = ScriptedTransport([ScriptedTransport.response(503, [("Retry-After", value)]), ScriptedTransport.response(200)])
        #expect(try retrying(server).send(get).status == 200)
        #expect(sleeps.value == [1.5])
    }
}

