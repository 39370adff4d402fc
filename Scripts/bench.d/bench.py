#!/usr/bin/env python3
"""Scripts/bench's driver (run by Scripts/bench, which builds gh-lite first).

  bench.py --ghlite PATH [--quick] [--latency-ms N] [--runs N] [--rows WORDS]

For each row (rows.py): one untimed run of every tool, checked to have done the row's work (it also warms
the simulator's caches, so no tool pays for the first rendering of an item), gh-lite's requests taken from
the simulator's log for the floor (floor.py), then timed rounds, interleaved (gh-lite, gh, hub, floor,
gh-lite, ...), with ratios taken round by round (measure.py).  Prints a markdown table (report.py), then the
round trips of everyday commands (round_trips.py).  The last row is GitHub out of reach: a second simulator that
gh-lite synced from, then stopped.
A re-listed row first makes gh-lite's mirror with `gh-lite sync` (untimed, in the warm cache folder); its
check fails when the re-list sends more than MIRROR_RELIST_REQUESTS requests.
"""

import argparse
import os
import shutil
import sys
import tempfile

import floor
import measure
import report
import round_trips
import rows
from simulator import TOKEN, Simulator
from tools import Run, Tools

BIG_REPO_ITEMS = 20000  # every 4th a pull request, every 3rd closed: 10,000 open issues
MIRROR_RELIST_REQUESTS = 2  # a list from a fresh mirror asks only what changed since the sync


def say(text):
    print("bench: " + text, file=sys.stderr, flush=True)


def served(log):
    """(requests, milliseconds the simulator took answering them, its latency included)."""
    return len(log), sum(e.get("elapsed_ms", 0.0) for e in log)


def check_row(row, runs, sim, sink):
    """Runs each tool once untimed, fails unless it did the row's work; {tool: (requests, served ms)},
    and gh-lite's request log."""
    sent, ghlite_log = {}, []
    for tool, run in runs.items():
        if row.before_each is not None:
            row.before_each(sim)
        sim.clear_requests()
        measure.run_once(run, sink)
        with open(sink, encoding="utf-8", errors="replace") as f:
            problem = row.check(tool, f.read())
        if problem:
            sys.exit("bench: %s, %s: %s (%s)" % (row.name, tool, problem, " ".join(run.argv)))
        log = sim.requests()
        sent[tool] = served(log)
        if tool == "gh-lite":
            ghlite_log = log
    return sent, ghlite_log


def measure_row(row, tools, sim, tmp, runs_override):
    say("%s: checking" % row.name)
    if row.latency_ms is not None:
        sim.set_latency(row.latency_ms)
    runs = row.runs(tools)
    sink = os.path.join(tmp, "sink")
    if row.warm:
        measure.run_once(tools.ghlite_run("sync", rows.ISSUE_REPO, warm=True), sink)  # the mirror it re-lists from
    sent, log = check_row(row, runs, sim, sink)
    if row.warm and sent["gh-lite"][0] > MIRROR_RELIST_REQUESTS:
        sys.exit("bench: %s: gh-lite sent %d requests re-listing from a fresh mirror, not at most %d"
                 % (row.name, sent["gh-lite"][0], MIRROR_RELIST_REQUESTS))
    slug = "".join(c if c.isalnum() else "-" for c in row.name)
    runs["floor"] = floor.replay(tmp, slug, sim.base, log, tools.floor_env) if log else Run(["true"], tools.floor_env)
    if log:
        if row.before_each is not None:
            row.before_each(sim)
        sim.clear_requests()
        measure.run_once(runs["floor"], sink)
        sent["floor"] = served(sim.requests())
        if sent["floor"][0] != sent["gh-lite"][0]:
            sys.exit("bench: %s: the floor sent %d requests, gh-lite %d" % (row.name, sent["floor"][0],
                                                                           sent["gh-lite"][0]))
    rounds = runs_override or row.rounds
    say("%s: %d interleaved rounds" % (row.name, rounds))
    before = (lambda: row.before_each(sim)) if row.before_each is not None else None
    samples = measure.interleaved(runs, rounds, sink, bool(row.memory), before)
    if row.latency_ms is not None:
        sim.set_latency(sim.latency_ms)
    return report.Result(row, samples, sent)


def unreachable_github(tools, tmp):
    """{tool: environment} pointing at a GitHub that refuses connections, for the fall-back row: a second
    simulator, from which gh-lite syncs octocat/Hello-World into a cache folder of its own, then stopped."""
    folder = os.path.join(tmp, "unreachable")
    os.makedirs(folder)
    gone = Simulator(folder, 0, 100)
    ghlite_env = dict(tools.ghlite_env, GH_LITE_API_URL=gone.base, XDG_CACHE_HOME=os.path.join(folder, "cache"))
    measure.run_once(Run([tools.ghlite, "sync", rows.VIEW_REPO], ghlite_env), os.path.join(folder, "sink"))
    gone.stop()
    return {"gh-lite": ghlite_env, "gh": dict(tools.gh_env, HTTP_PROXY=gone.base)}


def main(argv):
    parser = argparse.ArgumentParser(prog="Scripts/bench")
    parser.add_argument("--ghlite", required=True)
    parser.add_argument("--quick", action="store_true", help="few runs, small rows (about a minute)")
    parser.add_argument("--latency-ms", type=int, default=40)
    parser.add_argument("--runs", type=int, default=0, help="rounds for every row (default: the row's)")
    parser.add_argument("--rows", default="", help="only the rows whose name holds these words (no round trips)")
    args = parser.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="gh-lite-bench.")
    sim = Simulator(tmp, args.latency_ms, 2000 if args.quick else BIG_REPO_ITEMS)
    try:
        tools = Tools(tmp, sim, os.path.abspath(args.ghlite))
        say("simulator at %s, %d ms a request" % (sim.base, args.latency_ms))
        sim.call("GET", "/repos/%s/issues?per_page=1" % rows.ISSUE_REPO, token=TOKEN)  # generates its items
        for i in range(rows.VIEW_COMMENTS - 45):  # Hello-World #1 has 45 comments in the seed
            sim.comment(rows.VIEW_REPO, rows.VIEW_NUMBER, "Bench comment %d" % (i + 1))
        all_rows = rows.all_rows(args.quick, rows.seed_rendered(sim))
        if args.rows:
            chosen = [row for row in all_rows if args.rows in row.name]
        else:
            chosen = all_rows + [rows.fallback(3 if args.quick else 10, unreachable_github(tools, tmp))]
        results = [measure_row(row, tools, sim, tmp, args.runs) for row in chosen]
        report.print_report(results, args.latency_ms, tools)
        if not args.rows:
            round_trips.print_table(round_trips.counts(tools, sim))
    finally:
        sim.stop()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
