"""Shared helpers: an in-process simulator per test class and small HTTP clients."""

import http.client
import json
import os
import sys
import unittest
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SIM_DIR = os.path.dirname(HERE)
if SIM_DIR not in sys.path:
    sys.path.insert(0, SIM_DIR)

from graphql_api import graphql_published  # noqa: E402
from server import start_in_thread  # noqa: E402

# GitHub's GraphQL schema, when beside the repository: every test's GraphQL requests and answers are checked
# against it (the tests about the schema itself fail without it, see test_published_schema.py).
PUBLISHED_SCHEMA = graphql_published.load()

OCTOCAT = "gho_simulator_octocat"
HUBOT = "gho_simulator_hubot"
MONALISA = "gho_simulator_monalisa"


class Reply:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers  # http.client.HTTPMessage (case-insensitive)
        self.body = body

    def json(self):
        return json.loads(self.body.decode("utf-8"))

    def header(self, name):
        return self.headers.get(name)


class SimTestCase(unittest.TestCase):
    big_repo_issues = 1500

    @classmethod
    def setUpClass(cls):
        cls.server = start_in_thread(big_repo_issues=cls.big_repo_issues, published_schema=PUBLISHED_SCHEMA)
        cls.base = cls.server.base_url
        cls.port = cls.server.port

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.control("POST", "/_simulator/reset")

    # -- clients ----------------------------------------------------------
    def request(self, method, path, token=OCTOCAT, body=None, headers=None, json_body=None):
        h = {"User-Agent": "gh-lite-tests"}
        if token:
            h["Authorization"] = "Bearer " + token
        if json_body is not None:
            body = json.dumps(json_body).encode()
            h["Content-Type"] = "application/json"
        if isinstance(body, str):
            body = body.encode()
        h.update(headers or {})
        req = urllib.request.Request(self.base + path, data=body, method=method, headers=h)
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                return Reply(resp.status, resp.headers, resp.read())
        except urllib.error.HTTPError as e:
            return Reply(e.code, e.headers, e.read())

    def get(self, path, token=OCTOCAT, headers=None):
        return self.request("GET", path, token=token, headers=headers)

    def post(self, path, json_body=None, token=OCTOCAT, body=None, headers=None):
        return self.request("POST", path, token=token, json_body=json_body, body=body, headers=headers)

    def control(self, method, path, json_body=None):
        r = self.request(method, path, token=None, json_body=json_body)
        self.assertLess(r.status, 300, r.body)
        return r.json() if r.body else None

    def raw(self, method, path, headers=None, body=None, timeout=5):
        """http.client request without urllib's conveniences (no redirects, no gzip)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            resp = conn.getresponse()
            data = resp.read()
            return Reply(resp.status, resp.headers, data)
        finally:
            conn.close()

    def fault(self, **rule):
        return self.control("POST", "/_simulator/faults", rule)

    def assertError(self, reply, status, message, doc=None):
        self.assertEqual(reply.status, status, reply.body)
        body = reply.json()
        self.assertEqual(body["message"], message)
        self.assertEqual(body["status"], str(status))
        if doc is not None:
            self.assertEqual(body["documentation_url"], doc)
        return body
