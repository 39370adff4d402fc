"""Unit tests for the gh-lite GitHub simulator (standard library unittest only).

Run from the repository root:

    python3 -m unittest discover -s Scripts/simulator/tests -t Scripts/simulator

Each test module starts the simulator in-process on an ephemeral port (the CLI
test also starts it as a subprocess) and talks to it over HTTP.
"""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
for _p in (_HERE, os.path.dirname(_HERE)):
    if _p not in sys.path:
        sys.path.insert(0, _p)
