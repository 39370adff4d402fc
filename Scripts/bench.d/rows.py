"""The bench's rows: what each tool runs for a row, and how the bench checks it did that work.

Every tool lists the same items and shows the same fields (number, state, title, labels, updated at) one
line each, to the same sink (a file); where a tool cannot do the same work the row's note says what differs.
"""

import json
import re

from tools import Run

ISSUE_REPO = "octocat/big"  # 10,000+ open issues (Scripts/simulator/README.md)
VIEW_REPO, VIEW_NUMBER, VIEW_COMMENTS = "octocat/Hello-World", 1, 50
HUB_COMMENT_PAGE = 30  # hub shows the first page of comments only (GitHub's default page size)
HUB_ISSUE_FORMAT = "%I\t%S\t%t\t%L\t%uI%n"  # gh's and gh-lite's columns when piped
HUB_REPOS_PATH = "user/repos?affiliation=owner&sort=pushed&per_page=100"  # what `repo list -L 100` lists
OFFLINE_SEARCH = "generated item"  # words in most of octocat/big's bodies: the ranking has thousands to order


class Row:
    def __init__(self, name, rounds, runs, check, note="", latency_ms=None, warm=False, before_each=None,
                 memory=None):
        self.name = name
        self.rounds = rounds
        self.runs = runs  # tools -> {tool: Run} (the floor is added from gh-lite's requests)
        self.check = check  # (tool, output) -> what is wrong, or None
        self.note = note
        self.latency_ms = latency_ms  # None: the bench's
        self.warm = warm  # gh-lite re-lists from a mirror: `gh-lite sync` runs once untimed first
        self.before_each = before_each  # sim -> None, before every run
        self.memory = memory  # the peak-memory row's name, when this row's runs also give one


def _lines(n):
    def check(tool, out):
        found = len(out.splitlines())
        return None if found == n else "%d lines, not %d" % (found, n)
    return check


def _count(pattern, n):
    rx = re.compile(pattern, re.M)

    def check(tool, out):
        found = len(rx.findall(out))
        return None if found == n else "%d matches of %s, not %d" % (found, pattern, n)
    return check


def _view_check(tool, out):
    if tool == "hub":
        return _count(r"^### comment by ", HUB_COMMENT_PAGE)(tool, out)
    return _count(r"^author:\t", VIEW_COMMENTS)(tool, out)


def _repos_check(tool, out):
    if tool == "hub":
        found = len(json.loads(out))
        return None if found == 100 else "%d repositories, not 100" % found
    return _lines(100)(tool, out)


def _created(tool, out):
    return None if re.search(r"/issues/\d+\s*$", out) else "no issue URL in %r" % out[-200:]


def _printed(tool, out):
    return None if out.strip() else "nothing printed"


def issue_list(n, rounds, warm=False, latency_ms=None, memory=None):
    label = "{:,} issue{}".format(n, "" if n == 1 else "s")
    cache = [] if warm else ["--no-cache"]

    def runs(t):
        return {"gh-lite": t.ghlite_run("issues", ISSUE_REPO, "-L", str(n), *cache, warm=warm),
                "gh": t.gh_run("issue", "list", "-R", ISSUE_REPO, "-L", str(n)),
                "hub": t.hub_run(ISSUE_REPO, "issue", "-L", str(n), "-f", HUB_ISSUE_FORMAT)}
    name = "%s, %s" % (label, "re-listed" if warm else "cold")
    if latency_ms is not None:
        name += ", %d ms latency" % latency_ms
    note = ("gh-lite lists from the mirror `gh-lite sync` made (untimed), asking only what changed; gh and hub "
            "keep no issue cache: they list again" if warm else "")
    return Row(name, rounds, runs, _lines(n), note, latency_ms, warm, memory=memory)


def offline(search, rounds):
    """gh-lite alone: gh and hub have no offline mode. The mirror holds all of octocat/big's issues (15,000 in the
    full run: every state, its pull requests left out)."""
    words = ["-S", OFFLINE_SEARCH] if search else []
    name = "offline %s, 30 issues from the mirror" % ("`-S %s`" % OFFLINE_SEARCH if search else "list")

    def runs(t):
        return {"gh-lite": t.ghlite_run("issues", ISSUE_REPO, "--offline", *words, warm=True)}
    note = "gh-lite reads the mirror `gh-lite sync` made (untimed) and sends nothing; gh and hub cannot work offline"
    return Row(name, rounds, runs, _lines(30), note, warm=True)


def version(rounds):
    def runs(t):
        return {"gh-lite": t.ghlite_run("--version"), "gh": t.gh_run("--version"), "hub": t.hub_run(ISSUE_REPO, "--version")}
    return Row("`--version` start-up", rounds, runs, _printed, "floor: `true`, a process that does nothing")


def issue_view(rounds):
    def runs(t):
        n = str(VIEW_NUMBER)
        return {"gh-lite": t.ghlite_run("issue", "view", n, "-R", VIEW_REPO, "--comments"),
                "gh": t.gh_run("issue", "view", n, "-R", VIEW_REPO, "--comments"),
                "hub": t.hub_run(VIEW_REPO, "issue", "show", n)}
    return Row("1 issue, %d comments" % VIEW_COMMENTS, rounds, runs, _view_check,
               "hub shows the issue and its first %d comments (it asks one page)" % HUB_COMMENT_PAGE)


def repo_list(rounds):
    def runs(t):
        return {"gh-lite": t.ghlite_run("repos", "-L", "100", "--no-cache"), "gh": t.gh_run("repo", "list", "-L", "100"),
                "hub": t.hub_run(ISSUE_REPO, "api", HUB_REPOS_PATH)}
    return Row("100 repositories", rounds, runs, _repos_check,
               "hub has no repository list: `hub api %s` prints GitHub's JSON" % HUB_REPOS_PATH)


def issue_create(rounds):
    def runs(t):
        title, body = "Bench issue", "Made by Scripts/bench"
        return {"gh-lite": t.ghlite_run("issue", "create", "-R", VIEW_REPO, "-t", title, "-b", body),
                "gh": t.gh_run("issue", "create", "-R", VIEW_REPO, "-t", title, "-b", body),
                "hub": t.hub_run(VIEW_REPO, "issue", "create", "-m", "%s\n\n%s" % (title, body))}
    return Row("issue create", rounds, runs, _created, "the simulator is reset before every run: each creates #81",
               before_each=lambda sim: sim.reset())


def fallback(rounds, unreachable):
    """GitHub out of reach: ``unreachable`` ({tool: environment}) points gh-lite and gh at the closed port of a
    simulator that was stopped, after gh-lite synced octocat/Hello-World from it."""
    def runs(t):
        return {"gh-lite": Run([t.ghlite, "issues", VIEW_REPO, "-L", "10"], unreachable["gh-lite"]),
                "gh": Run(["gh", "issue", "list", "-R", VIEW_REPO, "-L", "10"], unreachable["gh"], may_fail=True)}

    def check(tool, out):
        return None if tool == "gh" else _lines(10)(tool, out)
    return Row("GitHub unreachable: 10 issues", rounds, runs, check,
               "a closed port: gh-lite answers from the mirror with its one-line note; gh, with nothing to fall back "
               "on, fails")


def all_rows(quick):
    """The rows in the order they run (issue create last: its resets drop the simulator's warm caches)."""
    if quick:
        return [version(5), issue_list(1, 3, memory="peak memory, 1 issue"), issue_list(100, 3),
                issue_list(100, 3, warm=True), offline(False, 3), offline(True, 3), issue_view(3), repo_list(3),
                issue_create(3)]
    return [version(20), issue_list(1, 10, memory="peak memory, 1 issue"), issue_list(100, 10),
            issue_list(100, 10, warm=True), issue_list(1000, 7, memory="peak memory, 1,000 issues"),
            issue_list(1000, 7, warm=True), issue_list(10000, 3, memory="peak memory, 10,000 issues"),
            issue_list(10000, 3, warm=True, memory="peak memory, 10,000 issues re-listed from the mirror"),
            issue_list(10000, 3, latency_ms=0), offline(False, 10),
            offline(True, 10), issue_view(10), repo_list(10), issue_create(10)]
