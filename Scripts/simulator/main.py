#!/usr/bin/env python3
"""gh-lite GitHub REST API simulator (Python 3 standard library only).

Usage:
  python3 Scripts/simulator/main.py [--host 127.0.0.1] [--port 0] [--port-file PATH]
      [--latency-ms N] [--big-repo-issues N] [--tls-cert PEM --tls-key PEM] [--verbose]

GraphQL requests and answers are checked against GitHub's published schema
when it is found ($GH_LITE_GRAPHQL_SCHEMA, else ../shared/github-fixtures/graphql/
schema.graphql beside the repository; see graphql_api/graphql_published.py).

Prints exactly one line, the base URL (``http://127.0.0.1:PORT``), then serves
until SIGTERM/SIGINT.  SIGUSR1 makes the port refuse connections and SIGUSR2 opens
it again, every state kept (faults/reachability.py).  Point the CLI at it with GH_LITE_API_URL=<that URL>.
Seeded tokens: gho_simulator_octocat, gho_simulator_hubot, gho_simulator_monalisa
(see state/seed.py and README.md).
"""

import argparse
import os
import signal
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from faults.reachability import Reachability  # noqa: E402
from graphql_api import graphql_published  # noqa: E402
from server import SimulatorServer  # noqa: E402


def write_port_file(path, port):
    directory = os.path.dirname(os.path.abspath(path)) or "."
    fd, tmp = tempfile.mkstemp(prefix=".port-", dir=directory)
    try:
        with os.fdopen(fd, "w") as f:
            f.write("%d\n" % port)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def main(argv=None):
    p = argparse.ArgumentParser(description="GitHub REST API simulator for gh-lite")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--port-file")
    p.add_argument("--latency-ms", type=int, default=0)
    p.add_argument("--big-repo-issues", type=int, default=1500)
    p.add_argument("--tls-cert")
    p.add_argument("--tls-key")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args(argv)
    if args.tls_key and not args.tls_cert:
        p.error("--tls-key needs --tls-cert")  # a cert without key may be a combined PEM

    try:
        published_schema = graphql_published.load(verbose=args.verbose)
    except graphql_published.SchemaUnavailable as e:
        p.error(str(e))
    server = SimulatorServer(host=args.host, port=args.port, big_repo_issues=args.big_repo_issues,
                             latency_ms=args.latency_ms, tls_cert=args.tls_cert,
                             tls_key=args.tls_key or args.tls_cert, verbose=args.verbose,
                             published_schema=published_schema)

    def stop(signum, frame):
        threading.Thread(target=server.shutdown, daemon=True).start()
        server.stopping.set()

    # A parent may have blocked these (test runners often do) and the mask is inherited: unblock them.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    reachability = Reachability(server)
    reachability.install()
    # Written once every signal is handled: a script that waits for the file may signal at once.
    if args.port_file:
        write_port_file(args.port_file, server.port)
    sys.stdout.write(server.base_url + "\n")
    sys.stdout.flush()
    try:
        reachability.serve(poll_interval=0.1)
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
