"""The round-trips table: how many requests each everyday command sends, gh-lite's and gh 2.23's, beside the fewest
GitHub's API allows for the same work (issue 24's table). Each command runs once per tool on a freshly reset
simulator and is counted in its request log; nothing is timed. A "–" is a command gh does not have."""

import subprocess
import urllib.parse

from simulator import TOKEN

REPO, OTHER = "octocat/Hello-World", "octocat/Spoon-Knife"  # Spoon-Knife has 9 of Hello-World's 10 labels
SEARCH = "proxy in:title"  # several issues, some closed


class Count:
    def __init__(self, command, ghlite, gh, fewest):
        self.command, self.ghlite, self.gh, self.fewest = command, ghlite, gh, fewest


def _sent(sim, argv, env):
    """Requests the command sent, or 'failed (exit N)' when it did not do its work."""
    sim.reset()
    sim.clear_requests()
    done = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, timeout=120)
    if done.returncode != 0:
        return "failed (exit %d)" % done.returncode
    return str(len(sim.requests()))


def _search_hits(sim, text):
    """(hits, open hits) of an issue search in REPO."""
    def total(query):
        path = "/search/issues?per_page=1&q=" + urllib.parse.quote("%s is:issue repo:%s %s" % (text, REPO, query))
        return sim.call("GET", path, token=TOKEN)["total_count"]
    return total(""), total("state:open")


def _labels(sim, repo):
    return len(sim.call("GET", "/repos/%s/labels?per_page=100" % repo, token=TOKEN))


def counts(tools, sim):
    hits, open_hits = _search_hits(sim, SEARCH)
    labels = _labels(sim, REPO)
    existing = labels - 1
    title = ["-t", "Bench issue", "-b", "Made by Scripts/bench"]
    rows = [
        ("`issue create -l bug -a octocat -m v1.0`", ["issue", "create", "-R", REPO] + title
         + ["-l", "bug", "-a", "octocat", "-m", "v1.0"], True,
         "2 (REST's create takes label names and logins; the milestone title needs a look-up), 2 with the name "
         "checks kept (one GraphQL look-up)"),
        ("`issue comment N`", ["issue", "comment", "4", "-R", REPO, "-b", "Bench comment"], True,
         "1 (REST `POST .../issues/N/comments`)"),
        ("`issue close N -c`", ["issue", "close", "4", "-R", REPO, "-c", "Bench comment"], True,
         "2 (a look-up, then one document holding both mutations)"),
        ("`issue view N --comments`", ["issue", "view", "1", "-R", REPO, "--comments"], True,
         "1 (one GraphQL query with the comments)"),
        ("`issue edit N --add-label bug`", ["issue", "edit", "4", "-R", REPO, "--add-label", "bug"], True,
         "1 (`POST .../labels`), 2 with the label check"),
        ("`issue edit N --add-assignee @me`", ["issue", "edit", "4", "-R", REPO, "--add-assignee", "@me"], True,
         "1 (`POST .../assignees`), 2 with the login check"),
        ("`issue edit N -m v2.0`", ["issue", "edit", "4", "-R", REPO, "-m", "v2.0"], True,
         "2 (the milestone's number, then the `PATCH`)"),
        ("`issue edit N -t T`", ["issue", "edit", "4", "-R", REPO, "-t", "Bench title"], True,
         "1 (the `PATCH`), 2 to refuse a pull request's number first"),
        ("`issue edit N --add-label A --remove-label B --add-assignee U -m M`",
         ["issue", "edit", "4", "-R", REPO, "--add-label", "enhancement", "--remove-label", "help wanted",
          "--add-assignee", "monalisa", "-m", "v2.0"], True,
         "2 (a look-up of the issue and the lists' node ids, then one document of the four mutations)"),
        ("`issue close --search Q` (%d hits, %d open)" % (hits, open_hits),
         ["issue", "close", "-R", REPO, "--search", SEARCH, "--yes"], False,
         "%d (the search gives node ids, one look-up says where they are now; `state:open` in the query)"
         % (open_hits + 2)),
        ("`issue edit N1 N2 N3 --add-label bug`", ["issue", "edit", "2", "4", "6", "-R", REPO, "--add-label", "bug",
                                                  "--yes"], False, "4 (k + 1)"),
        ("`label clone --force` (%d of %d existing)" % (existing, labels),
         ["label", "clone", REPO, "-R", OTHER, "--force"], True,
         "%d (both lists, then one write per label)" % (labels + 2)),
    ]
    results = []
    for command, args, gh_has_it, fewest in rows:
        ghlite = _sent(sim, [tools.ghlite] + args, tools.ghlite_env)
        gh = _sent(sim, ["gh"] + args, tools.gh_env) if gh_has_it else "–"
        results.append(Count(command, ghlite, gh, fewest))
    sim.reset()
    return results


def print_table(results):
    print()
    print("Round trips: requests each command sent (one run each on a freshly reset simulator), beside the fewest "
          "GitHub's API allows:")
    print()
    print("| command | gh-lite | gh | fewest possible |")
    print("|---|---|---|---|")
    for r in results:
        print("| %s | %s | %s | %s |" % (r.command, r.ghlite, r.gh, r.fewest))
