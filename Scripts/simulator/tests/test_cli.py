"""The command line entry point, run as a subprocess."""

import json
import os
import shutil
import signal
import ssl
import subprocess
import sys
import tempfile
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
