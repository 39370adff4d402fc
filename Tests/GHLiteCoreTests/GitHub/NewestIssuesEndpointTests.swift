import Foundation
@testable import GHLiteCore
import Testing

/// Newest-first pages read side by side overlap the page before them, and are kept only when the overlaps agree.
@Suite(.strictDoubles) struct NewestIssuesEndpointTests {
    typealias Window = NewestIssuesEndpoint.Window
    typealias Item = NewestIssuesEndpoint.Item

    /// The first windows: each starts a few items before the one before it ends.
    static let windows = [Window(size: 100, page: 1), Window(size: 99, page: 2), Window(size: 98, page: 3),
                          Window(size: 97, page: 4)]

    /// The list `numbers`, newest first (the highest number created last), read through `window`.
    static func read(_ numbers: [Int], _ window: Window) -> [Item] {
        numbers.dropFirst(window.start).prefix(window.size).map { number in
            Item(number: number, created: Date(timeIntervalSince1970: Double(number)), issue: nil)
        }
    }

    static func joined(_ windows: [Window], _ reads: [[Item]]) -> NewestIssuesEndpoint.Joined? {
        var joined = NewestIssuesEndpoint.Joined()
        return joined.add(zip(windows, reads)) ? joined : nil
    }

    static func joined(_ lists: [[Int]]) -> [Int]? {
        let windows = Array(Self.windows.prefix(lists.count))
        return joined(windows, zip(lists, windows).map { read($0, $1) })?.places.map(\.number)
    }

    static let list = Array((1...1_000).reversed())

    @Test func eachWindowReachesFurthestFromJustBeforeTheEndOfTheOneBefore() {
        var windows = [Window.first]
        while windows.count < 4 { windows.append(windows.last!.next) }
        #expect(windows == Self.windows)
        #expect(zip(windows, windows.dropFirst()).allSatisfy { $1.start < $0.end && $1.end > $0.end })
        #expect(Window.following(Window(size: 99, page: 100), toCover: 12_000).allSatisfy { $0.size >= 50 })
    }

    @Test func windowsReadAtOneMomentJoinIntoTheList() {
        #expect(Self.joined(Array(repeating: Self.list, count: 4)) == Array(Self.list.prefix(388)))
        let short = Array(Self.list.prefix(150))
        #expect(Self.joined(Array(repeating: short, count: 4)) == short, "the list ends in the second window")
        #expect(Self.joined(Self.windows, Self.windows.map { Self.read(short, $0) })?.ended == true)
    }

    /// One window read after an issue was filed, closed or deleted above it, the others before.
    @Test func anItemFiledOrGoneAboveABoundaryBetweenTwoReadsIsCaught() {
        let filed = [1_001] + Self.list
        let gone = Self.list.filter { $0 != 990 }
        for later in [filed, gone] {
            for window in 0..<4 {
                var lists = Array(repeating: Self.list, count: 4)
                lists[window] = later
                #expect(Self.joined(lists) == nil, "window \(window + 1) read later")
            }
        }
        #expect(Self.joined([Self.list, gone, gone, gone]) == nil)
        #expect(Self.joined([filed, filed, filed, filed]) == Array(filed.prefix(388)), "all read after it")
    }

    /// An issue gone inside the last window read, below its overlap, while it alone was read later: the list is as it
    /// was then, as a cursor's next page would have it.
    @Test func aChangeInsideTheLastWindowMovesNoBoundary() {
        let gone = Self.list.filter { $0 != 750 }
        #expect(Self.joined([Self.list, Self.list, gone]) == Array(gone.prefix(294)))
        #expect(Self.joined([Self.list, Self.list, gone, Self.list]) == nil, "the fourth window overlaps where it moved")
    }
}

/// Each of the joined windows' own checks, alone: reads that agree wherever they overlap, but where the list read
/// holds a number twice, goes back in time, or ends in one window while a later one goes on.
@Suite(.strictDoubles) struct NewestIssuesJoinedChecksTests {
    typealias Window = NewestIssuesEndpoint.Window
    typealias Item = NewestIssuesEndpoint.Item

    static func item(_ number: Int, created: Int) -> Item {
        Item(number: number, created: Date(timeIntervalSince1970: Double(created)), issue: nil)
    }

    /// Window 1 holds #200 to #101, created newest first; window 2 (99 a page, page 2) starts on its last item.
    static let first = (101...200).reversed().map { item($0, created: $0) }
    static func second(_ after: [Item]) -> [Item] { [item(101, created: 101)] + after }

    static func joins(_ reads: [(Window, [Item])]) -> Bool {
        var joined = NewestIssuesEndpoint.Joined()
        return joined.add(reads)
    }

    @Test func aNumberTwiceIsNotJoined() {
        let later = (2...99).reversed().map { Self.item($0, created: $0) }
        #expect(Self.joins([(.first, Self.first), (Window(size: 99, page: 2), Self.second(later))]), "the list as it is")
        // #150 again, in its place by date: only its number gives it away.
        var twice = later
        twice[0] = Self.item(150, created: 99)
        #expect(!Self.joins([(.first, Self.first), (Window(size: 99, page: 2), Self.second(twice))]))
    }

    @Test func anItemCreatedLaterThanTheOneAboveItIsNotJoined() {
        var later = (2...99).reversed().map { Self.item($0, created: $0) }
        later[5] = Self.item(94, created: 500)
        #expect(!Self.joins([(.first, Self.first), (Window(size: 99, page: 2), Self.second(later))]))
    }

    /// Window 2 read when the list ended inside it, window 3 when it went on: the list is not cut short.
    @Test func aShortPageBeforeTheListsEndIsNotTakenForIt() {
        let list = (1...400).reversed().map { Self.item($0, created: $0) }
        let windows = [Window.first, Window(size: 99, page: 2), Window(size: 98, page: 3)]
        let reads = windows.map { Array(list.dropFirst($0.start).prefix($0.size)) }
        #expect(Self.joins(Array(zip(windows, reads))))
        var shortened = reads
        shortened[1] = Array(reads[1].prefix(40))
        #expect(!Self.joins(Array(zip(windows, shortened))))
    }
}
