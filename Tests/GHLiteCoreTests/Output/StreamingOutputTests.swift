import GHLiteCore
import Testing

@Suite(.strictDoubles) struct StreamingOutputTests {
    let values: [JSONValue] = [.object(["a": .int(1)]), .object(["b": .array([.string("x")])]), .null]

    @Test func aStreamedArrayIsTheSameTextAsAWholeOne() {
        for pretty in [false, true] {
            var stream = JSONArrayStream(pretty: pretty)
            let streamed = values.map { stream.element($0) }.joined() + stream.close()
            #expect(streamed == JSONValue.array(values).serialized(pretty: pretty) + "\n")
        }
        #expect(JSONArrayStream(pretty: true).close() == "[]\n")
    }

    @Test func theSpinnerWaitsBeforeDrawingAndWipesItsLine() throws {
        let clock = TestClock()
        let memory = MemoryIO(terminal: true)
        let spinner = try ProgressSpinner(io: memory.io, now: clock.clock.now)
        try spinner.update("Fetched 100 issues")
        #expect(memory.error.isEmpty)
        try clock.clock.sleep(0.5)
        try spinner.update("Fetched 200 issues")
        #expect(memory.error == "\r\u{1B}[K⠋ Fetched 200 issues")
        spinner.finish()
        #expect(memory.error.hasSuffix("\r\u{1B}[K"))
    }

    @Test func theSpinnerNeverDrawsWhenStderrIsNotATerminal() throws {
        let clock = TestClock()
        let memory = MemoryIO(terminal: false)
        let spinner = try ProgressSpinner(io: memory.io, now: clock.clock.now)
        try clock.clock.sleep(5)
        try spinner.update("Fetched 100 issues")
        spinner.finish()
        #expect(memory.error.isEmpty)
    }
}
