"""GitHub CLI itself (gh, when installed) against the simulator: a client nobody here wrote.

gh reaches the simulator as it reaches a GitHub host through a proxy: ``GH_HOST=github.localhost`` makes it
call ``http://api.github.localhost/...`` and ``HTTP_PROXY`` sends those absolute-form requests to the
simulator.  Every GraphQL document gh sends and every answer is checked against GitHub's published schema
(when present), so a gh query the simulator answers wrongly fails here.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

from tests.support import OCTOCAT, SimTestCase

GH = shutil.which("gh")


@unittest.skipIf(GH is None, "gh (GitHub CLI) is not installed: apt-get install gh")
class GhCliTests(SimTestCase):
    def gh(self, *args, expect=0):
        home = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, home)
        env = {k: v for k, v in os.environ.items()
               if not k.upper().endswith("_PROXY") and not k.startswith(("GH_", "GITHUB_"))}
        env.update(GH_HOST="github.localhost", HTTP_PROXY="http://127.0.0.1:%d" % self.port, GH_TOKEN=OCTOCAT,
                   GH_CONFIG_DIR=home, HOME=home, GH_NO_UPDATE_NOTIFIER="1", GH_PROMPT_DISABLED="1",
                   NO_COLOR="1")
        done = subprocess.run([GH] + list(args), env=env, capture_output=True, text=True, timeout=120)
        self.assertEqual(done.returncode, expect, "gh %s: %s" % (" ".join(args), done.stderr))
        return done

    def graphql_operations(self):
        return [re.search(r"\bquery (\w+)", json.loads(e["body"])["query"]).group(1) for e in self.control("GET", "/_simulator/requests") if e["path"].endswith("/graphql")]

    def test_issue_list_pages_through_gh_s_own_query(self):
        self.control("DELETE", "/_simulator/requests")
        lines = self.gh("issue", "list", "-R", "octocat/big", "-L", "150").stdout.splitlines()
        self.assertEqual(len(lines), 150)
        labels = ", ".join(x["name"] for x in self.get("/repos/octocat/big/issues/1499").json()["labels"])
        self.assertEqual(lines[0].split("\t")[:4], ["1499", "OPEN", "Big issue #1499", labels])
        self.assertTrue(all(line.split("\t")[1] == "OPEN" for line in lines))
        self.assertEqual(self.graphql_operations(), ["IssueList", "IssueList"])

    def test_issue_view_with_comments_shows_every_comment(self):
        out = self.gh("issue", "view", "1", "-R", "octocat/Hello-World", "--comments").stdout
        self.assertEqual(sum(line.startswith("author:\t") for line in out.splitlines()), 45)
        self.assertTrue(out.startswith("author:\toctocat\nassociation:\towner\n"), out[:200])
        self.assertIn("Me too", out)

    def test_issue_view_shows_the_issue(self):
        out = self.gh("issue", "view", "1", "-R", "octocat/Hello-World").stdout
        self.assertIn("title:\tFound a bug\n", out)
        self.assertIn("labels:\tbug, priority: high\n", out)
        self.assertIn("comments:\t45\n", out)

    def test_issue_view_of_a_missing_number_says_so(self):
        err = self.gh("issue", "view", "99999", "-R", "octocat/Hello-World", expect=1).stderr
        self.assertIn("Could not resolve to an issue or pull request with the number of 99999.", err)

    def test_repo_list_shows_what_rest_lists_in_the_same_order(self):
        lines = self.gh("repo", "list", "-L", "100").stdout.splitlines()
        rest = self.get("/user/repos?affiliation=owner&sort=pushed&per_page=100").json()
        self.assertEqual([line.split("\t")[0] for line in lines], [r["full_name"] for r in rest])
        self.assertEqual(lines[0].split("\t")[1:3], ["My first repository on GitHub!", "public"])

    def test_issue_create_makes_an_issue_rest_then_serves(self):
        url = self.gh("issue", "create", "-R", "octocat/Hello-World", "-t", "From gh", "-b", "Made by gh").stdout
        self.assertEqual(url.strip(), "https://github.com/octocat/Hello-World/issues/81")
        issue = self.get("/repos/octocat/Hello-World/issues/81").json()
        self.assertEqual((issue["title"], issue["body"], issue["user"]["login"]), ("From gh", "Made by gh", "octocat"))

    def test_api_user_is_the_token_s_user(self):
        self.assertEqual(json.loads(self.gh("api", "user").stdout)["login"], "octocat")

    def test_auth_status_reads_the_token_s_scopes(self):
        err = self.gh("auth", "status", "-h", "github.localhost").stderr
        self.assertIn("Logged in to github.localhost as octocat (GH_TOKEN)", err)
        self.assertIn("Token scopes: gist, read:org, repo", err)


if __name__ == "__main__":
    unittest.main()
