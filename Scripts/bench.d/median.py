#!/usr/bin/env python3
"""Medians for Scripts/bench.

  median.py RESULT.json   a hyperfine --export-json file: prints "MEDIAN_MS RUNS"
  median.py -             one number a line on stdin: prints "MEDIAN COUNT"
"""

import json
import statistics
import sys


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    if argv[1] == "-":
        values = [float(line) for line in sys.stdin if line.strip()]
        scale = 1
    else:
        with open(argv[1]) as f:
            values = json.load(f)["results"][0]["times"]
        scale = 1000  # hyperfine records seconds
    if not values:
        sys.exit("median.py: no measurements")
    print("%.3f %d" % (statistics.median(values) * scale, len(values)))


if __name__ == "__main__":
    main(sys.argv)
