"""Unit tests for the gh-lite GitHub simulator (standard library unittest only).

Run from the repository root:

    python3 -m unittest discover -s Scripts/simulator/tests -t Scripts/simulator

The tests are in folders named as the packages they test (tests/rest for rest/...).  Each test module starts
the simulator in-process on an ephemeral port (the CLI test also starts it as a subprocess) and talks to it over
HTTP.
"""

import os
import sys

# The simulator's root, so its packages import as they do in main.py; the tests themselves import as tests.*,
# never from their own folder (tests/rest would hide the simulator's rest package).
_SIM_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _SIM_DIR not in sys.path:
    sys.path.insert(0, _SIM_DIR)
