"""Contents API (issue templates)."""

import base64
import hashlib

from tests.support import HUBOT, SimTestCase

T = "/repos/octocat/Hello-World/contents/.github/ISSUE_TEMPLATE"


class ContentsTests(SimTestCase):
    def test_directory_listing(self):
        r = self.get(T)
        self.assertEqual(r.status, 200)
        entries = r.json()
        self.assertEqual([e["name"] for e in entries], ["bug_report.md", "config.yml", "feature_request.yml"])
        e = entries[0]
        self.assertEqual(e["type"], "file")
        self.assertEqual(e["path"], ".github/ISSUE_TEMPLATE/bug_report.md")
        self.assertEqual(set(e), {"name", "path", "sha", "size", "url", "html_url", "git_url", "download_url",
                                  "type", "_links"})
        root = self.get("/repos/octocat/Hello-World/contents").json()
        self.assertEqual({(x["name"], x["type"]) for x in root}, {(".github", "dir"), ("README.md", "file")})
        self.assertIsNone([x for x in root if x["type"] == "dir"][0]["download_url"])
        self.assertEqual(self.get(T + "/").status, 200)

    def test_file_base64_with_60_char_lines(self):
        r = self.get(T + "/bug_report.md")
        self.assertEqual(r.status, 200)
        d = r.json()
        self.assertEqual(d["encoding"], "base64")
        self.assertEqual(d["type"], "file")
        lines = d["content"].split("\n")
        self.assertEqual(lines[-1], "")
        self.assertTrue(all(len(line) == 60 for line in lines[:-2]))
        raw = base64.b64decode(d["content"])
        self.assertEqual(len(raw), d["size"])
        self.assertEqual(d["sha"], hashlib.sha1(b"blob %d\0" % len(raw) + raw).hexdigest())
        text = raw.decode()
        self.assertTrue(text.startswith("---\nname: Bug report\n"))
        self.assertIn('title: "[BUG] "', text)
        self.assertIn("labels: bug", text)
        self.assertIn("assignees: octocat", text)
        self.assertEqual(set(d["_links"]), {"self", "git", "html"})
        self.assertTrue(d["url"].startswith(self.base + "/repos/octocat/Hello-World/contents/"))
        self.assertTrue(d["html_url"].startswith("https://github.com/octocat/Hello-World/blob/"))
        self.assertIsNotNone(r.header("ETag"))

    def test_issue_form_and_config(self):
        form = base64.b64decode(self.get(T + "/feature_request.yml").json()["content"]).decode()
        for needle in ("name:", "description:", "title:", "labels:", "body:", "type: markdown", "type: input",
                       "type: textarea", "type: dropdown", "type: checkboxes"):
            self.assertIn(needle, form)
        config = base64.b64decode(self.get(T + "/config.yml").json()["content"]).decode()
        self.assertIn("blank_issues_enabled", config)

    def test_missing_and_refs(self):
        body = self.assertError(self.get(T + "/nope.md"), 404, "Not Found")
        self.assertEqual(body["documentation_url"], "https://docs.github.com/rest/repos/contents#get-repository-content")
        self.assertError(self.get("/repos/octocat/Spoon-Knife/contents/.github/ISSUE_TEMPLATE"), 404, "Not Found")
        self.assertEqual(self.get("/repos/octocat/Spoon-Knife/contents/.github/ISSUE_TEMPLATE.md").status, 200)
        self.assertEqual(self.get(T + "/config.yml?ref=main").status, 200)
        self.assertError(self.get(T + "/config.yml?ref=nope"), 404, "No commit found for the ref nope")
        self.assertError(self.get("/repos/octocat/empty/contents/"), 404, "This repository is empty.")
        self.assertError(self.get("/repos/octocat/secret-plans/contents/", token=HUBOT), 404, "Not Found")

    def test_files_put_by_the_control_endpoint_and_listings_capped_at_1000(self):
        files = {".github/ISSUE_TEMPLATE/t%04d.md" % i: "body %d" % i for i in range(1500)}
        files[".github/ISSUE_TEMPLATE/config.yml"] = None
        self.assertEqual(self.control("POST", "/_simulator/files", {"repo": "octocat/Hello-World", "files": files}),
                         {"files": 1503})
        names = [e["name"] for e in self.get(T).json()]
        self.assertEqual(len(names), 1000)
        self.assertEqual(names[:2], ["bug_report.md", "feature_request.yml"])
        self.assertEqual(names[-1], "t0997.md")
        self.assertEqual(base64.b64decode(self.get(T + "/t1499.md").json()["content"]), b"body 1499")
        self.assertEqual(self.get(T + "/config.yml").status, 404)
        refused = self.request("POST", "/_simulator/files", token=None, json_body={"repo": "no/repo", "files": {}})
        self.assertEqual(refused.status, 400)
