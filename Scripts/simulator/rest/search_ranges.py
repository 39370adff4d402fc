"""Range qualifiers of GitHub's issue search: dates (``created:``, ``updated:``, ``closed:``) and numbers
(``comments:``, ``interactions:``, ``reactions:``), read as GitHub reads them.

``>X``, ``>=X``, ``<X``, ``<=X``, ``X..Y`` (both ends included, ``*`` for an open end) and ``X`` alone. A date is
``YYYY-MM-DD`` (the whole day, UTC) or ``YYYY-MM-DDTHH:MM[:SS][Z]``; a day compares with the day of a timestamp,
a moment with the timestamp itself. A value that is no range matches nothing (GitHub finds nothing either).
"""

import re

DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MOMENT = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?Z?$")
NUMBER = re.compile(r"^\d+$")

COMPARE = {">=": lambda x, b: x >= b, "<=": lambda x, b: x <= b, ">": lambda x, b: x > b, "<": lambda x, b: x < b,
           "=": lambda x, b: x == b}


def _date(text):
    """(bound, cut): the bound and how to cut a timestamp to compare with it; None for no date."""
    if DAY.match(text):
        return text, lambda stamp: stamp[:10]
    m = MOMENT.match(text)
    if m:
        return m.group(1) + (m.group(2) or ":00") + "Z", lambda stamp: stamp
    return None


def _number(text):
    return (int(text), lambda n: n) if NUMBER.match(text) else None


def _check(value, parse):
    """A predicate on an item's value (a timestamp or a count); None is never matched."""
    for op in (">=", "<=", ">", "<"):
        if value.startswith(op):
            bound = parse(value[len(op):])
            if bound is None:
                return lambda x: False
            b, cut = bound
            return lambda x, op=op: x is not None and COMPARE[op](cut(x), b)
    if ".." in value:
        low, high = value.split("..", 1)
        checks = []
        for text, op in ((low, ">="), (high, "<=")):
            if text == "*":
                continue
            bound = parse(text)
            if bound is None:
                return lambda x: False
            checks.append((op,) + bound)
        return lambda x: x is not None and all(COMPARE[op](cut(x), b) for op, b, cut in checks)
    bound = parse(value)
    if bound is None:
        return lambda x: False
    b, cut = bound
    return lambda x: x is not None and cut(x) == b


def dates(value):
    return _check(value, _date)


def numbers(value):
    return _check(value, _number)
