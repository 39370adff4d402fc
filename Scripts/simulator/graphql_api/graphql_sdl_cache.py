"""Schema files read once per version: ``graphql_sdl.read_sdl``'s result kept as JSON.

The simulator starts many times per test run (each binary test suite starts its
own), and reading GitHub's 1.2 MB SDL takes ~80 ms where loading the JSON takes
~10 ms.  A cached copy is keyed by the schema files' paths, sizes and mtimes (a
schema and the files extending it are read as one text) and by the reader's own
file, so a new schema or a changed reader is read afresh.  It
lives in a folder of the temp directory only this user may write; when that is
impossible the schema is simply read each time.
"""

import hashlib
import json
import os
import stat
import tempfile

from graphql_api import graphql_sdl


def _cache_folder():
    """The user's private cache folder, or None when there is no safe one."""
    folder = os.path.join(tempfile.gettempdir(), "gh-lite-simulator-%d" % os.getuid())
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        return None
    return folder


def _digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _names(paths):
    """(prefix of every cached copy of these files, name of the copy for their current version and reader)."""
    identity = []
    for p in [os.path.abspath(p) for p in paths] + [os.path.abspath(graphql_sdl.__file__)]:
        info = os.stat(p)
        identity.append("%s|%d|%d" % (p, info.st_size, info.st_mtime_ns))
    prefix = _digest("\n".join(os.path.abspath(p) for p in paths)) + "-"
    return prefix, prefix + _digest("\n".join(identity)) + ".json"


def _save(folder, prefix, name, schema):
    fd, tmp = tempfile.mkstemp(prefix=".schema-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(schema, f, separators=(",", ":"))
        os.replace(tmp, os.path.join(folder, name))
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return
    for old in os.listdir(folder):  # copies of an earlier version of this file or of the reader
        if old.startswith(prefix) and old != name:
            try:
                os.unlink(os.path.join(folder, old))
            except OSError:
                pass


def load(paths, cache_folder=None):
    """The schema dict of the SDL files at ``paths``, read as one text (raises OSError, graphql_sdl.SDLError);
    ``cache_folder`` defaults to the user's private folder in the temp directory."""
    prefix, name = _names(paths)
    folder = cache_folder or _cache_folder()
    if folder is not None:
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                return json.load(f)
        except (OSError, ValueError):
            pass
    texts = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            texts.append(f.read())
    schema = graphql_sdl.read_sdl("\n".join(texts))
    if folder is not None:
        _save(folder, prefix, name, schema)
    return schema
