"""Out of reach and back, state kept: SIGUSR1 stops listening, so every new connection to the port is refused at
once (as when GitHub cannot be reached: nothing was sent), and SIGUSR2 listens on the same port again. The store
(issues, comments, tokens, faults) is untouched, unlike a stop and a restart.  Scripts/sandbox's sandbox-offline
and sandbox-online send these signals.  Both are idempotent.
"""

import signal
import threading


class Reachability:
    def __init__(self, server):
        self.server = server
        self.reachable = threading.Event()
        self.reachable.set()

    def install(self):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGUSR1, signal.SIGUSR2})
        signal.signal(signal.SIGUSR1, self._out_of_reach)
        signal.signal(signal.SIGUSR2, self._in_reach)

    def _out_of_reach(self, signum, frame):
        if self.reachable.is_set():
            self.reachable.clear()
            # The handler runs on the thread serve_forever blocks; shutdown waits for it to return.
            threading.Thread(target=self.server.shutdown, daemon=True).start()

    def _in_reach(self, signum, frame):
        self.reachable.set()

    def serve(self, poll_interval):
        """serve_forever until the server stops, with the port closed while out of reach."""
        server = self.server
        while True:
            server.serve_forever(poll_interval=poll_interval)
            if server.stopping.is_set():
                return
            server.close_listener()
            while not self.reachable.wait(poll_interval):
                if server.stopping.is_set():
                    return
            server.reopen_listener()
