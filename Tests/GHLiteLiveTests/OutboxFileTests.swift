import Foundation
import GHLiteCore
@testable import GHLiteLive
import Testing

/// The live outbox file's failures, worded by their cause: no tmpfs can be filled here, so the `errno` a full disk,
/// a used-up quota or a read-only file system gives is handed in directly.
@Suite struct OutboxFileTests {
    @Test(arguments: [
        (ENOSPC, "the disk is full: free some space, then try again"),
        (EDQUOT, "your disk quota is used up: free some space or ask for a larger quota, then try again"),
        (EROFS, "the file system is read-only: set XDG_STATE_HOME to a writable folder, then try again"),
        (EACCES, "fix its permissions, then try again"),
    ])
    func aFailedFileOperationSaysWhatToDoAboutItsCause(code: Int32, nextStep: String) {
        #expect(OutboxStore.nextStep(code) == nextStep)
    }
}
