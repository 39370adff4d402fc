"""A repository and everything in it, and the ranks of the roles people have on one.

The store holds these; the seed and the issue rules build and read them without the store.
"""

ROLE_RANK = {"pull": 0, "triage": 1, "push": 2, "maintain": 3, "admin": 4}


class Repo:
    """One repository and everything in it."""

    def __init__(self, **kw):
        self.id = kw["id"]
        self.owner = kw["owner"]
        self.name = kw["name"]
        self.private = kw.get("private", False)
        self.fork = kw.get("fork", False)
        self.archived = kw.get("archived", False)
        self.has_issues = kw.get("has_issues", True)
        self.has_wiki = kw.get("has_wiki", True)
        self.description = kw.get("description")
        self.homepage = kw.get("homepage")
        self.language = kw.get("language")
        self.topics = kw.get("topics", [])
        self.created_at = kw["created_at"]
        self.updated_at = kw["updated_at"]
        self.pushed_at = kw["pushed_at"]
        self.size = kw.get("size", 0)
        self.stars = kw.get("stars", 0)
        self.forks_count = kw.get("forks_count", 0)
        self.default_branch = kw.get("default_branch", "main")
        self.license = kw.get("license")
        self.is_template = kw.get("is_template", False)
        self.parent = kw.get("parent")  # full name
        self.source = kw.get("source")  # full name
        self.collaborators = kw.get("collaborators", {})  # login -> role
        self.assignable = kw.get("assignable")  # explicit list, else computed
        self.labels = []  # internal label dicts
        self.milestones = []  # internal milestone dicts
        self.issues = {}  # number -> internal issue dict
        self.comments = {}  # number -> [internal comment dicts]
        self.gone = {}  # number -> None (deleted) or (Repo, number) it was transferred to
        self.lagging_search = set()  # numbers search still finds here once transferred (control_seed.py)
        self.pinned = []  # numbers of pinned issues, in pinning order (GitHub allows 3)
        self.files = kw.get("files", {})  # path -> bytes
        self.issue_factory = kw.get("issue_factory")  # lazy generator for huge repos
        self.cache = {}  # rendered JSON fragments; cleared on every change
        self.sorted_numbers = None

    @property
    def full_name(self):
        return "%s/%s" % (self.owner, self.name)

    def ensure_issues(self):
        if self.issue_factory is not None:
            factory, self.issue_factory = self.issue_factory, None
            factory(self)
            self.sorted_numbers = None

    def all_issues(self):
        """Issues and pull requests in creation (number) order."""
        self.ensure_issues()
        if self.sorted_numbers is None:
            self.sorted_numbers = sorted(self.issues)
        return [self.issues[n] for n in self.sorted_numbers]

    def next_number(self):
        """GitHub never gives a number twice, not even one of a deleted or transferred issue."""
        self.ensure_issues()
        return max(list(self.issues) + list(self.gone) + [0]) + 1

    def changed(self):
        self.cache.clear()
        self.sorted_numbers = None

    def label_by_name(self, name):
        low = name.lower()
        for lab in self.labels:
            if lab["name"].lower() == low:
                return lab
        return None

    def milestone_by_number(self, number):
        for ms in self.milestones:
            if ms["number"] == number:
                return ms
        return None

    def open_issues_count(self):
        key = ("open_count",)
        if key not in self.cache:
            self.cache[key] = sum(1 for it in self.all_issues() if it["state"] == "open")
        return self.cache[key]

    def milestone_counts(self, number):
        key = ("ms_counts", number)
        if key not in self.cache:
            o = c = 0
            for it in self.all_issues():
                if it["milestone"] == number:
                    if it["state"] == "open":
                        o += 1
                    else:
                        c += 1
            self.cache[key] = (o, c)
        return self.cache[key]
