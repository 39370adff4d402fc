@testable import GHLiteCore
import Testing

/// Milestone titles in the order people expect: numbers by value, letters without regard to case.
@Suite(.strictDoubles) struct NaturalOrderTests {
    @Test func numbersCompareByValueAndLettersIgnoreCase() {
        let titles = ["v1.10", "Beta", "v1.9", "alpha", "v2.0", "v1.09", "10 days", "9 lives", "V1.2"]
        #expect(titles.sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["9 lives", "10 days", "alpha", "Beta", "V1.2", "v1.9", "v1.09", "v1.10", "v2.0"])
    }

    @Test func titlesThatDifferOnlyInCaseStillHaveOneOrder() {
        #expect(NaturalOrder.areInIncreasingOrder("Alpha", "alpha"))
        #expect(!NaturalOrder.areInIncreasingOrder("alpha", "Alpha"))
    }
}
