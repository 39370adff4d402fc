"""The bench's report: the machine and versions, then one markdown table of times, one of peak memory, and
what each tool sent per row (with the simulator's own time serving it: what a client costing nothing waits)."""

import os
import platform
import subprocess

import measure


class Result:
    def __init__(self, row, samples, sent):
        self.row = row
        self.samples = samples  # {tool: [Sample]}
        self.sent = sent  # {tool: (requests, served ms)}


def _first_line(argv, env=None):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=30).stdout
    except OSError:
        return "?"
    return out.strip().splitlines()[0] if out.strip() else "?"


def _cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def machine(tools):
    return ("machine: %s, %d cores (`nproc`), %s %s\n"
            "versions: %s; %s; %s; %s; Python %s" % (
                _cpu_model(), os.cpu_count() or 0, platform.system(), platform.release(),
                _first_line([tools.ghlite, "--version"]), _first_line(["gh", "--version"]),
                _hub_version_line(tools),
                _first_line(["curl", "--version"]), platform.python_version()))


def _hub_version_line(tools):
    out = subprocess.run(["hub", "--version"], capture_output=True, text=True, env=tools.hub_env).stdout
    return next((line for line in out.splitlines() if line.startswith("hub")), "hub ?")


def _cell(samples, field, scale, unit):
    if not samples:
        return "–"
    s = measure.Spread([getattr(x, field) / scale for x in samples])
    return "%.1f %s" % (s.median, unit)


def _ratio(result, tool, field):
    r = measure.ratios(result.samples, tool, field)
    if r is None:
        return "–"
    return "%.2fx (%.2f–%.2f)" % (r.median, r.low, r.high)


def _table(title, results, field, scale, unit, label):
    lines = ["| %s | gh-lite | gh | hub | floor | gh-lite/gh | gh-lite/hub | gh-lite/floor | runs |" % title,
             "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        cells = [_cell(r.samples.get(t), field, scale, unit) for t in measure.TOOLS]
        ratio_cells = [_ratio(r, t, field) for t in ("gh", "hub", "floor")]
        lines.append("| %s | %s | %s | %d |" % (label(r), " | ".join(cells), " | ".join(ratio_cells),
                                               len(r.samples["gh-lite"])))
    return "\n".join(lines)


def print_report(results, latency_ms, tools):
    print()
    print("gh-lite, gh and hub on the bundled simulator (127.0.0.1, %d ms a request unless the row says)"
          % latency_ms)
    print(machine(tools))
    print()
    print("Wall time, median of interleaved runs; ratios taken run by run: median (min–max).")
    print()
    print(_table("row", results, "ms", 1, "ms", lambda r: r.row.name))
    memory = [r for r in results if r.row.memory]
    if memory:
        print()
        print("Peak memory (max RSS, from the same runs; the floor is curl).")
        print()
        print(_table("row", memory, "rss_kb", 1024, "MB", lambda r: r.row.memory))
    print()
    print("Requests each tool sent (one checked run), and the simulator's time serving gh-lite's (latency "
          "included):")
    print()
    print("| row | gh-lite | gh | hub | served (gh-lite's) | note |")
    print("|---|---|---|---|---|---|")
    for r in results:
        counts = [str(r.sent[t][0]) if t in r.sent else "–" for t in ("gh-lite", "gh", "hub")]
        served = "%.0f ms" % r.sent["gh-lite"][1] if "gh-lite" in r.sent else "–"
        print("| %s | %s | %s | %s |" % (r.row.name, " | ".join(counts), served, r.row.note))
