"""Reading a GraphQL schema written in SDL, such as GitHub's published ``schema.graphql``.

``read_sdl(text)`` returns a plain, JSON-friendly dict::

    {"kinds":   {type name: "SCALAR" | "OBJECT" | "INTERFACE" | "UNION" | "ENUM" | "INPUT_OBJECT"},
     "fields":  {object or interface: {field: [type, {argument: [type, default]}]}},
     "implements": {object or interface: [interfaces]},
     "unions":  {union: [member types]},
     "enums":   {enum: [values]},
     "inputs":  {input object: {field: [type, default]}}}

Types keep their GraphQL spelling (``[IssueState!]!``).  A default is the
literal as GraphQL prints it (``30``, ``true``, ``{field: CREATED_AT,
direction: DESC}``) or None when there is none.  Descriptions, comments,
directives and ``schema``/``directive`` definitions are skipped.  ``extend type``/``interface``/``input``/
``enum`` add their members to the type (defined before or after), as GitHub's newer additions are written.
"""

import re

_TOKEN = re.compile(r'"""(?:\\"""|[\s\S])*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n\r]*|[_A-Za-z][_0-9A-Za-z]*'
                    r'|-?[0-9][0-9.eE+-]*|[{}()\[\]:=!|&@$]|[^\s,\ufeff]')
_PUNCTUATION = frozenset("{}()[]:=!|&@$")


class SDLError(Exception):
    pass


def tokenize(text):
    """Tokens as strings, comments dropped; strings keep their quotes, so a description is told apart from a name."""
    tokens = [t for t in _TOKEN.findall(text) if t[0] != "#"]
    for t in tokens:
        if len(t) == 1 and not (t in _PUNCTUATION or t.isalnum() or t == "_"):
            raise SDLError("unexpected character %r" % t)
    return tokens


class _Reader:
    def __init__(self, tokens):
        self.tokens = tokens
        self.i = 0
        self.schema = {"kinds": {}, "fields": {}, "implements": {}, "unions": {}, "enums": {}, "inputs": {}}
        self.extending = False  # reading an ``extend`` definition: members are added to the type's
        self.defined = set()  # types with a definition that is not an extension

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def next(self):
        tok = self.peek()
        if tok is None:
            raise SDLError("unexpected end of schema")
        self.i += 1
        return tok

    def expect(self, tok):
        got = self.next()
        if got != tok:
            raise SDLError("expected %r, found %r (token %d)" % (tok, got, self.i))

    def skip_description(self):
        if self.peek() is not None and self.peek()[0] == '"':
            self.i += 1

    def skip_directives(self):
        while self.peek() == "@":
            self.i += 2
            if self.peek() == "(":
                self.skip_balanced("(", ")")

    def skip_balanced(self, opening, closing):
        depth = 0
        while True:
            tok = self.next()
            depth += (tok == opening) - (tok == closing)
            if depth == 0:
                return

    def read(self):
        definitions = {"scalar": self.scalar, "type": self.object_type, "interface": self.object_type,
                       "union": self.union, "enum": self.enum, "input": self.input_object,
                       "schema": self.skip_block, "directive": self.directive_definition}
        while self.peek() is not None:
            self.skip_description()
            keyword = self.next()
            self.extending = keyword == "extend"
            if self.extending:
                keyword = self.next()
                if keyword not in ("type", "interface", "input", "enum"):
                    raise SDLError("'extend %s' definitions are not supported" % keyword)
            if keyword not in definitions:
                raise SDLError("unexpected %r at token %d" % (keyword, self.i))
            definitions[keyword](keyword)
        never_defined = sorted(set(self.schema["kinds"]) - self.defined)
        if never_defined:
            raise SDLError("%s is extended but never defined" % never_defined[0])
        return self.schema

    def declare(self, name, kind):
        known = self.schema["kinds"].get(name)
        if known is not None and known != kind:
            raise SDLError("%s is a %s, not a %s" % (name, known, kind))
        self.schema["kinds"][name] = kind
        if not self.extending:
            self.defined.add(name)

    def define(self, table, name, members):
        """Stores a type's members; an extension adds to them (and may come before the definition)."""
        if self.extending or name in self.schema[table]:
            merged = self.schema[table].setdefault(name, {} if isinstance(members, dict) else [])
            if isinstance(members, dict):
                merged.update(members)
            else:
                merged.extend(m for m in members if m not in merged)
        else:
            self.schema[table][name] = members

    def scalar(self, _):
        self.declare(self.next(), "SCALAR")
        self.skip_directives()

    def skip_block(self, _):
        self.skip_directives()
        self.skip_balanced("{", "}")

    def directive_definition(self, _):
        self.expect("@")
        self.next()
        if self.peek() == "(":
            self.skip_balanced("(", ")")
        if self.peek() == "repeatable":
            self.i += 1
        self.expect("on")
        self.names_separated_by("|")

    def names_separated_by(self, separator):
        """``A & B`` or ``| A | B``: a leading separator is allowed."""
        if self.peek() == separator:
            self.i += 1
        names = [self.next()]
        while self.peek() == separator:
            self.i += 1
            names.append(self.next())
        return names

    def object_type(self, keyword):
        name = self.next()
        self.declare(name, "OBJECT" if keyword == "type" else "INTERFACE")
        if self.peek() == "implements":
            self.i += 1
            self.define("implements", name, self.names_separated_by("&"))
        self.skip_directives()
        self.define("fields", name, dict(self.enclosed("{", "}", self.field_definition)))

    def enclosed(self, opening, closing, read_one):
        """[read_one() for each member between ``opening`` and ``closing``]."""
        self.expect(opening)
        members = []
        while self.peek() != closing:
            members.append(read_one())
        self.i += 1
        return members

    def field_definition(self):
        self.skip_description()
        field = self.next()
        arguments = dict(self.enclosed("(", ")", self.input_value)) if self.peek() == "(" else {}
        self.expect(":")
        definition = [self.type_ref(), arguments]
        self.skip_directives()
        return field, definition

    def input_value(self):
        """``name: Type = default @directives`` -> (name, [type, default or None])."""
        self.skip_description()
        name = self.next()
        self.expect(":")
        type_ = self.type_ref()
        default = None
        if self.peek() == "=":
            self.i += 1
            default = self.value()
        self.skip_directives()
        return name, [type_, default]

    def type_ref(self):
        tok = self.next()
        if tok == "[":
            t = "[%s]" % self.type_ref()
            self.expect("]")
        else:
            t = tok
        if self.peek() == "!":
            self.i += 1
            t += "!"
        return t

    def value(self):
        """A constant literal printed as GraphQL prints it."""
        tok = self.next()
        if tok == "[":
            items = []
            while self.peek() != "]":
                items.append(self.value())
            self.i += 1
            return "[%s]" % ", ".join(items)
        if tok == "{":
            fields = []
            while self.peek() != "}":
                key = self.next()
                self.expect(":")
                fields.append("%s: %s" % (key, self.value()))
            self.i += 1
            return "{%s}" % ", ".join(fields)
        return tok

    def union(self, _):
        name = self.next()
        self.declare(name, "UNION")
        self.skip_directives()
        members = []
        if self.peek() == "=":
            self.i += 1
            members = self.names_separated_by("|")
        self.schema["unions"][name] = members

    def enum(self, _):
        name = self.next()
        self.declare(name, "ENUM")
        self.skip_directives()
        self.define("enums", name, self.enclosed("{", "}", self.enum_value))

    def enum_value(self):
        self.skip_description()
        value = self.next()
        self.skip_directives()
        return value

    def input_object(self, _):
        name = self.next()
        self.declare(name, "INPUT_OBJECT")
        self.skip_directives()
        self.define("inputs", name, dict(self.enclosed("{", "}", self.input_value)))


def read_sdl(text):
    """The schema dict described above; raises SDLError on text it cannot read."""
    return _Reader(tokenize(text)).read()
