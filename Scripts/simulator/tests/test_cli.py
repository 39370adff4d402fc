"""The command line entry point, run as a subprocess."""

import json
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.join(os.path.dirname(HERE), "main.py")
WRAPPER = os.path.join(os.path.dirname(os.path.dirname(HERE)), "github-simulator")


class CliTests(unittest.TestCase):
    def start(self, *args, cmd=None):
        p = subprocess.Popen(cmd or [sys.executable, MAIN] + list(args), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        self.addCleanup(self._stop, p)
        line = p.stdout.readline()
        return p, line

    @staticmethod
    def _stop(p):
        if p.poll() is None:
            p.kill()
            p.wait()
        p.stdout.close()
        p.stderr.close()

    def test_prints_url_writes_port_file_and_stops_quietly(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        port_file = os.path.join(tmp, "port")
        p, line = self.start("--port-file", port_file, "--big-repo-issues", "50")
        self.assertRegex(line, r"^http://127\.0\.0\.1:\d+\n$")
        port = line.strip().rsplit(":", 1)[1]
        with open(port_file) as f:
            self.assertEqual(f.read(), port + "\n")
        req = urllib.request.Request(line.strip() + "/repos/octocat/big/issues?state=all&per_page=100",
                                     headers={"Authorization": "token gho_simulator_octocat"})
        with urllib.request.urlopen(req, timeout=5) as r:
            self.assertEqual(len(json.loads(r.read())), 50)
        p.send_signal(signal.SIGTERM)
        self.assertEqual(p.wait(timeout=5), 0)
        self.assertEqual(p.stdout.read(), "")
        self.assertEqual(p.stderr.read(), "")

    def test_sigint_and_wrapper(self):
        p, line = self.start(cmd=[WRAPPER])
        self.assertTrue(line.startswith("http://127.0.0.1:"))
        p.send_signal(signal.SIGINT)
        self.assertEqual(p.wait(timeout=5), 0)
        self.assertNotIn("Traceback", p.stderr.read())

    @unittest.skipUnless(shutil.which("openssl"), "openssl not available")
    def test_tls(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        cert, key = os.path.join(tmp, "cert.pem"), os.path.join(tmp, "key.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                        "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                       check=True, capture_output=True)
        p, line = self.start("--tls-cert", cert, "--tls-key", key)
        self.assertRegex(line, r"^https://127\.0\.0\.1:\d+\n$")
        ctx = ssl.create_default_context(cafile=cert)
        req = urllib.request.Request(line.strip() + "/user", headers={"Authorization": "Bearer gho_simulator_octocat"})
        with urllib.request.urlopen(req, timeout=5, context=ctx) as r:
            body = json.loads(r.read())
        self.assertEqual(body["login"], "octocat")
        self.assertTrue(body["url"].startswith("https://127.0.0.1:"))
        p.send_signal(signal.SIGTERM)
        self.assertEqual(p.wait(timeout=5), 0)

    def test_out_of_reach_refuses_connections_and_back_keeps_what_was_written(self):
        p, line = self.start()
        base = line.strip()
        port = int(base.rsplit(":", 1)[1])
        octocat = {"Authorization": "token gho_simulator_octocat", "Content-Type": "application/json"}
        comments = base + "/repos/octocat/Hello-World/issues/2/comments"
        req = urllib.request.Request(comments, data=b'{"body":"before going offline"}', headers=octocat)
        with urllib.request.urlopen(req, timeout=5) as r:
            self.assertEqual(r.status, 201)

        p.send_signal(signal.SIGUSR1)
        self.assertTrue(self._port_within(port, 5, refusing=True), "the port still accepts connections after SIGUSR1")
        p.send_signal(signal.SIGUSR1)  # again: still out of reach, not back
        self.assertTrue(self._port_within(port, 1, refusing=True))

        p.send_signal(signal.SIGUSR2)
        self.assertTrue(self._port_within(port, 5, refusing=False), "the port still refuses after SIGUSR2")
        with urllib.request.urlopen(urllib.request.Request(comments, headers=octocat), timeout=5) as r:
            bodies = [c["body"] for c in json.loads(r.read())]
        self.assertEqual(bodies.count("before going offline"), 1)
        p.send_signal(signal.SIGTERM)
        self.assertEqual(p.wait(timeout=5), 0)
        self.assertNotIn("Traceback", p.stderr.read())

    @staticmethod
    def _port_within(port, seconds, refusing):
        """Whether, within `seconds`, a connection to the port is refused (refusing) or opens (not refusing)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                if not refusing:
                    return True
            except ConnectionRefusedError:
                if refusing:
                    return True
            except OSError:  # a connection the closing listener had queued: reset
                pass
            time.sleep(0.05)
        return False
