"""The bench's rows: what each tool runs for a row, and how the bench checks it did that work.

Every tool lists the same items and shows the same fields (number, state, title, labels, updated at) one
line each, to the same sink (a file); where a tool cannot do the same work the row's note says what differs.
"""

import json
import os
import re
import shlex

from simulator import TOKEN
from tools import Run

ISSUE_REPO = "octocat/big"  # 10,000+ open issues (Scripts/simulator/README.md)
VIEW_REPO, VIEW_NUMBER, VIEW_COMMENTS = "octocat/Hello-World", 1, 50
HUB_COMMENT_PAGE = 30  # hub shows the first page of comments only (GitHub's default page size)
HUB_ISSUE_FORMAT = "%I\t%S\t%t\t%L\t%uI%n"  # gh's and gh-lite's columns when piped
HUB_REPOS_PATH = "user/repos?affiliation=owner&sort=pushed&per_page=100"  # what `repo list -L 100` lists
WRITE_NUMBER = "4"  # an open issue of Hello-World that writes change (the simulator is reset before each)
WRITE_NAMES = ("-l", "bug", "-a", "octocat", "-m", "v1.0")
# The edit of issue 35: labels both ways, an assignee and the milestone (#4 has "help wanted", no milestone).
EDIT_CHANGES = ("--add-label", "enhancement", "--remove-label", "help wanted", "--add-assignee", "monalisa", "-m", "v2.0")
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


def _commented(tool, out):
    return None if re.search(r"#issuecomment-\d+\s*$", out) else "no comment URL in %r" % out[-200:]


def _anything(tool, out):
    """The exit status is the check (a close that fails exits 1); each tool words success its own way."""
    return None


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


def first_sync(rounds, one_by_one=False):
    """gh-lite alone (gh and hub keep no mirror): the first `sync` of octocat/big, every issue of every state. Its
    pages are read four at a time; with ``one_by_one`` the simulator refuses them (one 422), so gh-lite reads the
    GraphQL cursors one page after another, as before it read pages side by side. The floor is curl sending
    gh-lite's requests one after another."""
    how = "pages one by one (REST's refused)" if one_by_one else "pages side by side"

    def runs(t):
        mirror = os.path.join(os.path.dirname(t.home), "cache-first-sync")
        # The mirror is removed first, in the timed command, so every run is a first sync.
        script = 'rm -rf "$1" && XDG_CACHE_HOME="$1" exec "$2" sync %s 2>&1' % ISSUE_REPO
        return {"gh-lite": Run(["sh", "-c", script, "sh", mirror, t.ghlite], t.ghlite_env)}

    def refuse_pages(sim):
        sim.call("POST", "/_simulator/faults", {"method": "GET", "path": "sort=created", "status": 422,
                                                "body": {"message": "Validation Failed"}})
    return Row("first sync, %s" % how, rounds, runs, _count(r"^. Synced [\d,]+ issues of %s$" % ISSUE_REPO, 1),
               "gh-lite alone: gh and hub keep no mirror; the floor sends gh-lite's requests one after another",
               before_each=refuse_pages if one_by_one else None)


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


BODY_LIMIT = 65536  # GitHub's limit on a body or comment, in characters


def _repeated(unit, count=BODY_LIMIT):
    return (unit * (count // len(unit) + 1))[:count]


# Bodies GitHub accepts that Debian 12's cmark-gfm (0.29.0.gfm.6, without upstream's 2023 fixes) takes 0.1 s to 13 s
# of CPU to parse: gh-lite shows each as plain text under a note (MarkdownScreen.swift).
SLOW_BODIES = [
    _repeated("www._"),  # autolinks: each www. scans the rest of its word
    _repeated("a@b."),  # e-mail autolinks, the same
    _repeated("- ", BODY_LIMIT // 2) + "x" + "\n" * (BODY_LIMIT // 2 - 1),  # 32,768 nested lists, then blank lines
    _repeated(">", BODY_LIMIT // 3) + _repeated("a*", BODY_LIMIT * 2 // 3),  # emphasis in a 21,845-deep quote
    _repeated("![[]()"),  # brackets
    _repeated("*a ", BODY_LIMIT // 2) + _repeated("_a*_ ", BODY_LIMIT // 2),  # emphasis openers and closers
    "x|" * 200 + "\n" + "-|" * 200 + "\n" + _repeated("x\n", BODY_LIMIT - 802),  # 200 columns, 32,000 rows
]
# As much ordinary Markdown as GitHub takes: headings, lists, quotes, links, code, a table, over and over.
ORDINARY_BODY = _repeated("""## Steps to reproduce
1. Open **www.example.com** and run `make test` with *snake_case_name* set, as in [the docs](https://example.com)
2. > It fails with ~~an error~~ a crash, see #12 and @octocat's note
   - nested item with ![a screenshot](https://example.com/a.png)

| column | another | third |
|---|:-:|--:|
| 1 | two | 3 |

```swift
let answer = 42
```

""")
RENDER_COLUMNS = 100
NOTE = "Shown as plain text"


def seed_rendered(sim):
    """Makes the issues the rendered rows view in VIEW_REPO: (one with every slow body as a comment, one whose body
    is ORDINARY_BODY)."""
    def create(title, body):
        return sim.call("POST", "/repos/%s/issues" % VIEW_REPO, {"title": title, "body": body}, token=TOKEN)["number"]
    slow = create("Slow bodies", "Each comment is built to be slow to parse as Markdown.")
    for body in SLOW_BODIES:
        sim.comment(VIEW_REPO, slow, body)
    return slow, create("Ordinary Markdown", ORDINARY_BODY)


def _on_terminal(argv, env):
    """``argv`` on a pseudo-terminal RENDER_COLUMNS wide (through ``script``), so each tool renders Markdown."""
    command = "stty cols %d rows 50 2>/dev/null; exec %s" % (RENDER_COLUMNS, shlex.join(argv))
    return Run(["script", "-qec", command, "/dev/null"], dict(env, PAGER="cat", GH_PAGER="cat"))


def rendered_view(rounds, number, slow, memory=None):
    """gh-lite and gh (glamour) render one issue on a terminal: with ``slow``, every SLOW_BODIES as a comment, which
    gh takes minutes of CPU over (so gh-lite alone)."""
    def runs(t):
        args = ["issue", "view", str(number), "-R", VIEW_REPO] + (["--comments"] if slow else [])
        tools = {"gh-lite": _on_terminal([t.ghlite] + args, t.ghlite_env)}
        if not slow:
            tools["gh"] = _on_terminal(["gh"] + args, t.gh_env)
        return tools

    def check(tool, out):
        if tool == "gh-lite" and slow:
            found = out.count(NOTE)
            return None if found == len(SLOW_BODIES) else "%d notes, not %d" % (found, len(SLOW_BODIES))
        return None if "let answer = 42" in out or "x|x|x|" in out or "www._www._" in out else "no body shown"
    name = ("1 issue, %d slow comments (%s characters each), rendered" % (len(SLOW_BODIES), "{:,}".format(BODY_LIMIT))
            if slow else "1 issue, %s characters of ordinary Markdown, rendered" % "{:,}".format(BODY_LIMIT))
    note = ("on a terminal %d columns wide (`script`): gh-lite shows each slow comment as plain text with a note; gh "
            "(glamour) spends minutes on them, so gh-lite alone; hub has no rendering" % RENDER_COLUMNS if slow else
            "on a terminal %d columns wide (`script`), gh rendering with glamour; hub has no rendering" % RENDER_COLUMNS)
    return Row(name, rounds, runs, check, note, memory=memory)


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


def issue_create_with_names(rounds):
    """gh 2.23 sends the label, assignee and milestone ids the simulator's schema does not take (round_trips.py's
    footnote), so gh-lite and hub only; hub sends the names unchecked, looking up the milestone's title alone."""
    def runs(t):
        title, body = "Bench issue", "Made by Scripts/bench"
        return {"gh-lite": t.ghlite_run("issue", "create", "-R", VIEW_REPO, "-t", title, "-b", body, *WRITE_NAMES),
                "hub": t.hub_run(VIEW_REPO, "issue", "create", "-m", "%s\n\n%s" % (title, body), "-l", "bug",
                                 "-a", "octocat", "-M", "v1.0")}
    return Row("issue create %s" % " ".join(WRITE_NAMES), rounds, runs, _created,
               "gh cannot (see the round trips' footnote); hub checks no name: it looks up the milestone's title only",
               before_each=lambda sim: sim.reset())


def issue_comment(rounds):
    def runs(t):
        return {"gh-lite": t.ghlite_run("issue", "comment", WRITE_NUMBER, "-R", VIEW_REPO, "-b", "Bench comment"),
                "gh": t.gh_run("issue", "comment", WRITE_NUMBER, "-R", VIEW_REPO, "-b", "Bench comment")}
    return Row("issue comment", rounds, runs, _commented, "hub has no comment command",
               before_each=lambda sim: sim.reset())


def issue_close_commented(rounds):
    def runs(t):
        return {"gh-lite": t.ghlite_run("issue", "close", WRITE_NUMBER, "-R", VIEW_REPO, "-c", "Bench comment"),
                "gh": t.gh_run("issue", "close", WRITE_NUMBER, "-R", VIEW_REPO, "-c", "Bench comment")}
    return Row("issue close -c", rounds, runs, _anything,
               "the simulator is reset before every run, so the issue is open; hub has no close command",
               before_each=lambda sim: sim.reset())


def issue_edit(rounds, latency_ms=None):
    """gh-lite sends one look-up and one document of the four changes; gh 2.23 looks up the issue and each list, then
    sends a mutation per change."""
    def runs(t):
        return {"gh-lite": t.ghlite_run("issue", "edit", WRITE_NUMBER, "-R", VIEW_REPO, *EDIT_CHANGES),
                "gh": t.gh_run("issue", "edit", WRITE_NUMBER, "-R", VIEW_REPO, *EDIT_CHANGES)}
    name = "issue edit %s" % shlex.join(EDIT_CHANGES)
    if latency_ms is not None:
        name += ", %d ms latency" % latency_ms
    return Row(name, rounds, runs, _count(r"/issues/%s$" % WRITE_NUMBER, 1),
               "the simulator is reset before every run; hub has no edit command", latency_ms,
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


def all_rows(quick, rendered):
    """The rows in the order they run (the writes last: their resets drop the simulator's warm caches and the
    issues ``rendered``, seed_rendered's numbers, names)."""
    slow, ordinary = rendered
    rendering = [rendered_view(3 if quick else 10, slow, True, memory="peak memory, 7 slow comments rendered"),
                 rendered_view(3 if quick else 10, ordinary, False, memory="peak memory, 65,536 characters rendered")]
    if quick:
        return [version(5), issue_list(1, 3, memory="peak memory, 1 issue"), issue_list(100, 3),
                issue_list(100, 3, warm=True), first_sync(3, one_by_one=True), first_sync(3), offline(False, 3),
                offline(True, 3), issue_view(3)] + rendering + [repo_list(3),
                issue_create(3), issue_create_with_names(3), issue_comment(3), issue_close_commented(3), issue_edit(3),
                issue_edit(3, latency_ms=0)]
    return [version(20), issue_list(1, 10, memory="peak memory, 1 issue"), issue_list(100, 10),
            issue_list(100, 10, warm=True), issue_list(1000, 7, memory="peak memory, 1,000 issues"),
            issue_list(1000, 7, warm=True), issue_list(10000, 3, memory="peak memory, 10,000 issues"),
            issue_list(10000, 3, warm=True, memory="peak memory, 10,000 issues re-listed from the mirror"),
            issue_list(10000, 3, latency_ms=0), first_sync(3, one_by_one=True), first_sync(3), offline(False, 10),
            offline(True, 10), issue_view(10)] + rendering + [repo_list(10), issue_create(10), issue_create_with_names(10),
            issue_comment(10), issue_close_commented(10), issue_edit(10), issue_edit(10, latency_ms=0)]
