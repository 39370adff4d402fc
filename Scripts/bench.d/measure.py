"""Timing runs: one run's wall time and peak memory, rounds run interleaved, and ratios taken pair by pair.

Each run's stdout goes to the same kind of sink for every tool (a regular file, truncated first), stderr to
another.  Wall time is from just before the process is started to the moment ``wait4`` reaps it.

Peak memory is GNU time's ``%M`` (the maximum resident set), and only in rows that report it: GNU time is
started in front of the tool, adding about a millisecond to every tool's time there.  A child's maximum
resident set counts what it held before its ``exec``: forked from this Python process (~20 MB), every
tool would seem to need at least that, while forked from GNU time (~1 MB) none is below its own.
"""

import os
import statistics
import subprocess
import sys
import threading
import time

TOOLS = ("gh-lite", "gh", "hub", "floor")
GNU_TIME = ["/usr/bin/time", "-f", "%M", "-o"]


class Sample:
    __slots__ = ("ms", "rss_kb")

    def __init__(self, ms, rss_kb):
        self.ms = ms
        self.rss_kb = rss_kb


def run_once(run, sink, memory=False, timeout_s=600):
    """Sample of ``run`` with stdout in the file ``sink`` (peak memory too when ``memory``); exits the bench
    when the command fails, unless ``run.may_fail``."""
    argv = (GNU_TIME + [sink + ".rss"] if memory else []) + run.argv
    with open(sink, "wb") as out, open(sink + ".err", "wb") as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, env=run.env, cwd=run.cwd, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=err)
        watchdog = threading.Timer(timeout_s, process.kill)
        watchdog.start()
        _, status, _ = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        watchdog.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped by wait4: Popen must not wait again
    if process.returncode != 0 and not run.may_fail:
        # A row's script may send both streams to stdout (2>&1): say the end of each.
        said = []
        for path in (sink, sink + ".err"):
            with open(path, errors="replace") as f:
                said.append(f.read()[-500:])
        sys.exit("bench: %s exited %d (a negative code: killed, e.g. after %d s): %s"
                 % (" ".join(run.argv), process.returncode, timeout_s, " ".join(x for x in said if x)))
    rss_kb = None
    if memory:
        with open(sink + ".rss") as f:
            rss_kb = int(f.read().split()[-1])
    return Sample(elapsed * 1000, rss_kb)


def interleaved(runs, rounds, sink, memory=False, before_each=None):
    """{tool: [Sample per round]}: every round runs each tool of ``runs`` (a {tool: Run}) once, in TOOLS order."""
    samples = {tool: [] for tool in runs}
    for _ in range(rounds):
        for tool in TOOLS:
            if tool in runs:
                if before_each is not None:
                    before_each()
                samples[tool].append(run_once(runs[tool], sink, memory))
    return samples


class Spread:
    """Median, min, max and count of some values."""

    def __init__(self, values):
        self.median = statistics.median(values)
        self.low = min(values)
        self.high = max(values)
        self.count = len(values)


def ratios(samples, tool, field):
    """Spread of gh-lite's ``field`` over ``tool``'s, round by round, or None when ``tool`` did not run."""
    if tool not in samples:
        return None
    return Spread([getattr(a, field) / getattr(b, field) for a, b in zip(samples["gh-lite"], samples[tool])])
