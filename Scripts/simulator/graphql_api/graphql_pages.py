"""Connections: cursors, page windows and the pagination-argument errors.

Cursors look like GitHub's: base64 of ``cursor:v2:`` followed by a MessagePack
array of the item's sort key (``Y3Vyc29yOnYyOpHN...`` for ``[number]``,
``Y3Vyc29yOnYyOpK0MjAyMy0...`` for ``[created_at, number]``).  They are
keyset cursors: a page after a cursor starts at the first item whose key
sorts after it, so items added meanwhile do not shift later pages.

Errors (a ``type``, raised on the connection field and answered with
``path``/``locations`` by the executor), worded as api.github.com words them:

- more than 100 -> ``EXCESSIVE_PAGINATION`` ``Requesting 101 records on the
  `issues` connection exceeds the `first` limit of 100 records.``
- ``nodes``/``edges`` without ``first``/``last`` -> ``MISSING_PAGINATION_BOUNDARIES``
  ``You must provide a `first` or `last` value to properly paginate the `issues` connection.``
- a cursor that does not decode -> ``INVALID_CURSOR_ARGUMENTS``
  ``\\`x\\` does not appear to be a valid cursor.``
"""

import base64
import binascii
import bisect
import struct

MAX_PAGE = 100
_PREFIX = b"cursor:v2:"


class FieldError(Exception):
    """A resolver error GitHub reports with a ``type`` (NOT_FOUND, EXCESSIVE_PAGINATION...)."""

    def __init__(self, type_, message):
        super().__init__(message)
        self.type = type_
        self.message = message


class Page:
    """One page of a connection; cursors are encoded only for the edges asked for."""

    __slots__ = ("total", "nodes", "keys", "has_next", "has_previous")

    def __init__(self, total, nodes, keys, has_next, has_previous):
        self.total = total
        self.nodes = nodes
        self.keys = keys  # sort key of each node
        self.has_next = has_next
        self.has_previous = has_previous

    def cursor(self, i):
        return encode_cursor(self.keys[i])

    @property
    def edges(self):
        return [(encode_cursor(k), node) for k, node in zip(self.keys, self.nodes)]


# -------------------------------------------------------------- msgpack --

def _pack(value):
    if isinstance(value, int):
        if 0 <= value < 0x80:
            return bytes([value])
        for code, fmt, limit in ((0xcc, ">B", 1 << 8), (0xcd, ">H", 1 << 16), (0xce, ">I", 1 << 32),
                                 (0xcf, ">Q", 1 << 64)):
            if 0 <= value < limit:
                return bytes([code]) + struct.pack(fmt, value)
        raise ValueError(value)
    raw = value.encode("utf-8")
    if len(raw) < 32:
        return bytes([0xa0 | len(raw)]) + raw
    return bytes([0xd9, len(raw)]) + raw


def _unpack(data, i):
    """(value, next index) for one int or str at data[i]; raises ValueError."""
    b = data[i]
    if b < 0x80:
        return b, i + 1
    if 0xa0 <= b <= 0xbf:
        n = b & 0x1f
        return data[i + 1:i + 1 + n].decode("utf-8"), i + 1 + n
    if b == 0xd9:
        n = data[i + 1]
        return data[i + 2:i + 2 + n].decode("utf-8"), i + 2 + n
    sizes = {0xcc: ">B", 0xcd: ">H", 0xce: ">I", 0xcf: ">Q"}
    if b in sizes:
        size = struct.calcsize(sizes[b])
        return struct.unpack(sizes[b], data[i + 1:i + 1 + size])[0], i + 1 + size
    raise ValueError("unsupported")


def encode_cursor(key):
    return base64.b64encode(_PREFIX + bytes([0x90 | len(key)]) + b"".join(_pack(v) for v in key)).decode()


def decode_cursor(cursor, shape):
    """The key tuple in ``cursor``, whose items have the types in ``shape``; FieldError when it is not one."""
    bad = FieldError("INVALID_CURSOR_ARGUMENTS", "`%s` does not appear to be a valid cursor." % cursor)
    try:
        data = base64.b64decode(cursor.encode("ascii"), validate=True)
        if not data.startswith(_PREFIX) or data[len(_PREFIX)] != 0x90 | len(shape):
            raise bad
        i, key = len(_PREFIX) + 1, []
        for kind in shape:
            value, i = _unpack(data, i)
            if not isinstance(value, kind):
                raise bad
            key.append(value)
    except (ValueError, IndexError, UnicodeError, binascii.Error, struct.error):
        raise bad
    if i != len(data):
        raise bad
    return tuple(key)


# --------------------------------------------------------------- windows --

def check_arguments(args, name, listing):
    """FieldError for page sizes GitHub refuses; ``listing``: the query selects nodes or edges."""
    for arg in ("first", "last"):
        n = args.get(arg)
        if n is not None and n > MAX_PAGE:
            raise FieldError("EXCESSIVE_PAGINATION",
                             "Requesting %d records on the `%s` connection exceeds the `%s` limit of %d records."
                             % (n, name, arg, MAX_PAGE))
    if listing and args.get("first") is None and args.get("last") is None:
        raise FieldError("MISSING_PAGINATION_BOUNDARIES",
                         "You must provide a `first` or `last` value to properly paginate the `%s` connection."
                         % name)


def paginate(items, keys, descending, args, name, listing, shape, wrap=None):
    """Page of ``items`` (in answer order) whose sort keys, ascending, are ``keys``.

    ``descending``: items are in the reverse of ``keys`` order.  Relay's
    algorithm: ``after``/``before`` bound the list, then ``first`` keeps the
    head and ``last`` the tail.  hasPreviousPage/hasNextPage also report items
    beyond an ``after``/``before`` cursor, as GitHub does.  ``wrap`` turns the
    page's items into nodes.
    """
    check_arguments(args, name, listing)
    n = len(items)
    lo, hi = 0, n
    after, before = args.get("after"), args.get("before")
    if after is not None:
        k = decode_cursor(after, shape)
        lo = n - bisect.bisect_left(keys, k) if descending else bisect.bisect_right(keys, k)
    if before is not None:
        k = decode_cursor(before, shape)
        hi = n - bisect.bisect_right(keys, k) if descending else bisect.bisect_left(keys, k)
    hi = max(lo, hi)
    start, end = lo, hi
    first, last = args.get("first"), args.get("last")
    if first is not None:
        end = min(end, start + max(first, 0))
    if last is not None:
        start = max(start, end - max(last, 0))
    has_next = end < hi if first is not None else (before is not None and hi < n)
    has_previous = start > lo if last is not None else (after is not None and lo > 0)
    chunk = items[start:end]
    page_keys = keys[n - end:n - start][::-1] if descending else keys[start:end]
    return Page(n, [wrap(x) for x in chunk] if wrap else chunk, page_keys, has_next, has_previous)
