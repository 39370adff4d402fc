"""The bundled GitHub simulator for Scripts/bench: start it, stop it, and drive its control API."""

import http.client
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOKEN = "gho_simulator_octocat"
UNLIMITED = 1_000_000_000  # rate-limit points: the bench sends thousands of requests within the hour


class Simulator:
    def __init__(self, tmp, latency_ms, big_repo_items):
        self.latency_ms = latency_ms
        port_file = os.path.join(tmp, "port")
        self.log = open(os.path.join(tmp, "simulator.log"), "w")
        self.process = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "Scripts/simulator/main.py"), "--host", "127.0.0.1", "--port", "0",
             "--port-file", port_file, "--latency-ms", str(latency_ms), "--big-repo-issues", str(big_repo_items)],
            stdout=subprocess.DEVNULL, stderr=self.log)
        for _ in range(100):
            if os.path.exists(port_file) or self.process.poll() is not None:
                break
            time.sleep(0.1)
        if not os.path.exists(port_file):
            self.stop()
            sys.exit("bench: the simulator did not start (see %s)" % self.log.name)
        with open(port_file) as f:
            self.port = int(f.read())
        self.base = "http://127.0.0.1:%d" % self.port
        self.unlimit()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait()
        self.log.close()

    def call(self, method, path, body=None, token=None):
        # http.client, not urllib: no proxy from the environment may see these requests.
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            headers = {"Content-Type": "application/json"}
            if token:
                headers["Authorization"] = "token " + token
            conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
            reply = conn.getresponse()
            data = reply.read()
            if reply.status >= 300:
                sys.exit("bench: %s %s answered %d: %s" % (method, path, reply.status, data[:200]))
            return json.loads(data) if data else None
        finally:
            conn.close()

    def unlimit(self):
        for resource in ("core", "graphql"):
            self.call("POST", "/_simulator/rate-limit",
                      {"resource": resource, "limit": UNLIMITED, "remaining": UNLIMITED})

    def set_latency(self, ms):
        self.call("POST", "/_simulator/latency", {"ms": ms})

    def reset(self):
        """The seed again (issues, comments, counters), with the bench's latency and no rate limit."""
        self.call("POST", "/_simulator/reset")
        self.set_latency(self.latency_ms)
        self.unlimit()

    def clear_requests(self):
        self.call("DELETE", "/_simulator/requests")

    def requests(self):
        return self.call("GET", "/_simulator/requests")

    def comment(self, repo, number, body):
        self.call("POST", "/repos/%s/issues/%d/comments" % (repo, number), {"body": body}, token=TOKEN)
