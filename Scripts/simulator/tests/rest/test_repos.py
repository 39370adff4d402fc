"""Users and repositories: /user, /users, /user/repos, /users/{u}/repos, /orgs/{o}/repos, /repos/{o}/{r}."""

import re

from tests.support import HUBOT, MONALISA, SimTestCase


def links(reply):
    out = {}
    for part in (reply.header("Link") or "").split(","):
        m = re.match(r'\s*<([^>]+)>;\s*rel="(\w+)"', part)
        if m:
            out[m.group(2)] = m.group(1)
    return out


class UserTests(SimTestCase):
    def test_authenticated_user_private_shape(self):
        r = self.get("/user")
        self.assertEqual(r.status, 200)
        u = r.json()
        self.assertEqual(u["login"], "octocat")
        self.assertEqual(u["id"], 1)
        for key in ("plan", "private_gists", "total_private_repos", "owned_private_repos", "disk_usage",
                    "collaborators", "two_factor_authentication", "public_repos", "followers_url"):
            self.assertIn(key, u)
        self.assertEqual(u["url"], self.base + "/users/octocat")
        self.assertEqual(u["html_url"], "https://github.com/octocat")
        self.assertEqual(r.header("X-OAuth-Scopes"), "gist, read:org, repo")
        self.assertIsNotNone(r.header("X-Accepted-OAuth-Scopes"))
        self.assertIsNotNone(r.header("Last-Modified"))

    def test_user_requires_auth(self):
        body = self.assertError(self.get("/user", token=None), 401, "Requires authentication")
        self.assertTrue(body["documentation_url"].startswith("https://docs.github.com/rest/users"))

    def test_public_user_and_org(self):
        u = self.get("/users/hubot", token=None).json()
        self.assertEqual(u["type"], "User")
        self.assertNotIn("plan", u)
        self.assertEqual(self.get("/users/octo-org").json()["type"], "Organization")
        self.assertError(self.get("/users/no-such-user"), 404, "Not Found")


class UserReposTests(SimTestCase):
    def test_pagination_and_link(self):
        r = self.get("/user/repos?per_page=100")
        self.assertEqual(r.status, 200)
        self.assertEqual(len(r.json()), 100)
        ln = links(r)
        self.assertEqual(ln["next"], self.base + "/user/repos?per_page=100&page=2")
        self.assertEqual(ln["last"], self.base + "/user/repos?per_page=100&page=2")
        r2 = self.get("/user/repos?per_page=100&page=2")
        self.assertEqual(len(r2.json()), 147 - 100)
        self.assertEqual(set(links(r2)), {"prev", "first"})

    def test_default_per_page_and_clamp(self):
        self.assertEqual(len(self.get("/user/repos").json()), 30)
        self.assertEqual(len(self.get("/user/repos?per_page=500").json()), 100)

    def test_affiliation_owner_count(self):
        a = self.get("/user/repos?affiliation=owner&per_page=100").json()
        b = self.get("/user/repos?affiliation=owner&per_page=100&page=2").json()
        names = [x["full_name"] for x in a + b]
        self.assertEqual(len(names), 134)
        self.assertTrue(all(n.startswith("octocat/") for n in names))

    def test_affiliation_collaborator_and_org(self):
        collab = [x["full_name"] for x in self.get("/user/repos?affiliation=collaborator").json()]
        self.assertEqual(collab, ["hubot/chatops"])
        org = self.get("/user/repos?affiliation=organization_member&per_page=100").json()
        self.assertEqual(len(org), 12)
        self.assertTrue(any(x["private"] for x in org))

    def test_visibility(self):
        private = self.get("/user/repos?visibility=private&per_page=100").json()
        self.assertTrue(private and all(x["private"] for x in private))
        public = self.get("/user/repos?visibility=public&affiliation=owner&per_page=100").json()
        self.assertTrue(public and not any(x["private"] for x in public))

    def test_type_with_visibility_is_422(self):
        r = self.get("/user/repos?type=owner&visibility=all")
        self.assertEqual(r.status, 422)
        self.assertEqual(r.json()["message"], "If you specify visibility or affiliation, you cannot specify type.")
        r = self.get("/user/repos?type=all&affiliation=owner")
        self.assertEqual(r.status, 422)

    def test_type_values(self):
        owner = self.get("/user/repos?type=owner&per_page=100").json()
        self.assertTrue(all(x["owner"]["login"] == "octocat" for x in owner))
        member = self.get("/user/repos?type=member&per_page=100").json()
        self.assertTrue(all(x["owner"]["login"] != "octocat" for x in member))

    def test_sort_and_direction(self):
        names = [x["full_name"] for x in self.get("/user/repos?per_page=100").json()]
        self.assertEqual(names, sorted(names, key=str.lower))
        desc = [x["full_name"] for x in self.get("/user/repos?direction=desc&per_page=100").json()]
        self.assertEqual(desc[0], "octocat/Spoon-Knife")
        updated = [x["updated_at"] for x in self.get("/user/repos?sort=updated&per_page=100").json()]
        self.assertEqual(updated, sorted(updated, reverse=True))
        pushed = [x["pushed_at"] for x in self.get("/user/repos?sort=pushed&direction=asc&per_page=100").json()]
        self.assertEqual(pushed, sorted(pushed))

    def test_requires_auth(self):
        self.assertError(self.get("/user/repos", token=None), 401, "Requires authentication")

    def test_repo_list_item_shape(self):
        item = self.get("/user/repos").json()[0]
        for key in ("id", "node_id", "name", "full_name", "private", "owner", "html_url", "description", "fork",
                    "url", "created_at", "updated_at", "pushed_at", "archived", "visibility", "permissions",
                    "default_branch", "open_issues_count", "topics", "license", "has_issues"):
            self.assertIn(key, item)
        self.assertTrue(item["url"].startswith(self.base + "/repos/"))


class OtherListsTests(SimTestCase):
    def test_users_repos_public_only_and_link(self):
        r = self.get("/users/octocat/repos")
        self.assertEqual(r.status, 200)
        self.assertFalse(any(x["private"] for x in r.json()))
        self.assertEqual(links(r)["next"], self.base + "/user/1/repos?page=2")
        follow = self.get("/user/1/repos?page=2")
        self.assertEqual(follow.status, 200)
        self.assertEqual(len(follow.json()), 30)
        self.assertError(self.get("/users/ghost-user/repos"), 404, "Not Found")
        # an existing page parameter is replaced in place, as api.github.com does
        r = self.get("/users/octocat/repos?page=1&per_page=5")
        self.assertEqual(links(r)["next"], self.base + "/user/1/repos?page=2&per_page=5")
        org = self.get("/orgs/octo-org/repos?per_page=5")
        self.assertEqual(links(org)["next"], self.base + "/organizations/9919/repos?per_page=5&page=2")

    def test_org_repos_private_only_for_members(self):
        self.assertEqual(len(self.get("/orgs/octo-org/repos").json()), 12)
        hubot = self.get("/orgs/octo-org/repos", token=HUBOT).json()
        self.assertEqual(len(hubot), 7)
        self.assertFalse(any(x["private"] for x in hubot))
        forks = self.get("/orgs/octo-org/repos?type=forks").json()
        self.assertEqual({x["name"] for x in forks}, {"octo-fork", "legacy-fork"})
        sources = self.get("/orgs/octo-org/repos?type=sources").json()
        self.assertFalse(any(x["fork"] for x in sources))
        self.assertError(self.get("/orgs/octocat/repos"), 404, "Not Found")
        self.assertEqual(len(self.get("/orgs/octo-org/repos?type=private", token=MONALISA).json()), 5)


class SingleRepoTests(SimTestCase):
    def test_get_repo_case_insensitive_with_permissions(self):
        r = self.get("/repos/OctoCat/hello-world")
        self.assertEqual(r.status, 200)
        d = r.json()
        self.assertEqual(d["full_name"], "octocat/Hello-World")
        self.assertEqual(d["permissions"], {"admin": True, "maintain": True, "push": True, "triage": True,
                                            "pull": True})
        self.assertIn("network_count", d)
        self.assertIn("subscribers_count", d)
        hubot = self.get("/repos/octocat/Hello-World", token=HUBOT).json()
        self.assertFalse(hubot["permissions"]["push"])
        self.assertTrue(hubot["permissions"]["triage"])
        self.assertNotIn("permissions", self.get("/repos/octocat/Hello-World", token=None).json())

    def test_by_id(self):
        d = self.get("/repositories/1296269").json()
        self.assertEqual(d["full_name"], "octocat/Hello-World")

    def test_fork_parent_source(self):
        d = self.get("/repos/octocat/linguist").json()
        self.assertTrue(d["fork"])
        self.assertEqual(d["parent"]["full_name"], "monalisa/linguist")
        self.assertEqual(d["source"]["full_name"], "defunkt/linguist")
        listed = [x for x in self.get("/users/octocat/repos?per_page=100&sort=full_name").json()
                  if x["name"] == "linguist"][0]
        self.assertNotIn("parent", listed)

    def test_org_repo_has_organization(self):
        d = self.get("/repos/octo-org/api").json()
        self.assertEqual(d["organization"]["login"], "octo-org")
        self.assertTrue(d["private"])

    def test_private_repo_is_404_without_access(self):
        self.assertEqual(self.get("/repos/octocat/secret-plans").status, 200)
        self.assertError(self.get("/repos/octocat/secret-plans", token=HUBOT), 404, "Not Found")
        self.assertError(self.get("/repos/octocat/secret-plans", token=None), 404, "Not Found")
        self.assertEqual(self.get("/repos/octocat/secret-plans", token=MONALISA).status, 200)

    def test_archived_and_unknown(self):
        self.assertTrue(self.get("/repos/octocat/old-stuff").json()["archived"])
        body = self.assertError(self.get("/repos/octocat/nope"), 404, "Not Found")
        self.assertIn("documentation_url", body)
