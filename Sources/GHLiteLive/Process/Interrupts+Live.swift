#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GHLiteCore
import Synchronization

/// Set by the SIGINT handler; a lock-free atomic is all a signal handler may touch.
private let interruptPressed = Atomic<Bool>(false)

extension Interrupts {
    /// A SIGINT handler that only records the press. Installed without `SA_RESTART`, so a sleep or a prompt
    /// (`PromptInput`) waiting at that moment returns at once (EINTR) and the caller sees the flag. SIGINT is
    /// unblocked too: a program that started gh-lite may have passed it on blocked.
    public static var live: Interrupts {
        var interrupts = Interrupts()
        interrupts.startCatching = {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in interruptPressed.store(true, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(SIGINT, &action, nil)
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        }
        interrupts.check = { if Interrupts.wasPressed { throw Interrupted() } }
        return interrupts
    }

    static var wasPressed: Bool { interruptPressed.load(ordering: .relaxed) }
}
