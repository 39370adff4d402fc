"""Repository fields of ``repo list --json`` through GraphQL: REST's values under GitHub's GraphQL names."""

from tests.support import SimTestCase

QUERY = """{ repository(owner: "octocat", name: "Hello-World") { updatedAt stargazerCount forkCount
  primaryLanguage { name } isTemplate homepageUrl licenseInfo { key name nickname } diskUsage sshUrl
  repositoryTopics(first: 100) { nodes { topic { name } } } owner { id login } } }"""


class RepositoryFieldsTests(SimTestCase):
    def test_graphql_serves_rest_s_values_in_github_s_shapes(self):
        r = self.post("/graphql", {"query": QUERY})
        self.assertEqual(r.status, 200, r.body)
        repo = r.json()["data"]["repository"]
        rest = self.get("/repos/octocat/Hello-World").json()
        self.assertEqual(repo["stargazerCount"], rest["stargazers_count"])
        self.assertEqual(repo["forkCount"], rest["forks_count"])
        self.assertEqual(repo["updatedAt"], rest["updated_at"])
        self.assertEqual(repo["primaryLanguage"], None if rest["language"] is None else {"name": rest["language"]})
        self.assertEqual((repo["isTemplate"], repo["homepageUrl"], repo["diskUsage"], repo["sshUrl"]),
                         (rest["is_template"], rest["homepage"], rest["size"], rest["ssh_url"]))
        self.assertEqual(repo["licenseInfo"], {"key": "mit", "name": "MIT License", "nickname": None})
        self.assertEqual([n["topic"]["name"] for n in repo["repositoryTopics"]["nodes"]], rest["topics"])
        self.assertEqual(repo["owner"], {"id": rest["owner"]["node_id"], "login": "octocat"})
