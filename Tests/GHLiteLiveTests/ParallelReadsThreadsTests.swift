import Foundation
import GHLiteCore
import GHLiteLive
import Testing

/// The threads the first sync reads its pages on: every job once, never more than four at a time.
@Suite struct ParallelReadsThreadsTests {
    @Test func everyJobRunsOnceAndNoMoreThanTheWidthAtOnce() throws {
        let inFlight = Locked(0), most = Locked(0), ran = Locked([Int]())
        let pages = try ParallelReads.threads(width: 4).map(30) { index -> Int in
            let now = inFlight.withLock { $0 += 1; return $0 }
            most.withLock { $0 = max($0, now) }
            usleep(2_000)  // lets the others start meanwhile; nothing is timed
            inFlight.withLock { $0 -= 1 }
            ran.withLock { $0.append(index) }
            return index * 10
        }
        #expect(pages == (0..<30).map { $0 * 10 })
        #expect(ran.value.sorted() == Array(0..<30))
        #expect(most.value <= 4)
    }

    @Test func theErrorOfTheLowestFailingJobIsThrownOnceAllHaveRun() {
        struct Failed: Error, Equatable { var index: Int }
        let ran = Locked(0)
        #expect(throws: Failed(index: 3)) {
            try ParallelReads.threads(width: 4).map(10) { index in
                ran.withLock { $0 += 1 }
                if index == 3 || index == 7 { throw Failed(index: index) }
                return index
            }
        }
        #expect(ran.value == 10)
    }
}
