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
directives and ``schema``/``directive`` definitions are skipped.
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
            if keyword == "extend":
                raise SDLError("'extend' definitions are not supported")
            if keyword not in definitions:
                raise SDLError("unexpected %r at token %d" % (keyword, self.i))
            definitions[keyword](keyword)
        return self.schema

    def declare(self, name, kind):
        self.schema["kinds"][name] = kind

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
        self.locations()

    def locations(self):
        if self.peek() == "|":
            self.i += 1
        self.next()
        while self.peek() == "|":
            self.i += 2

    def object_type(self, keyword):
        name = self.next()
        self.declare(name, "OBJECT" if keyword == "type" else "INTERFACE")
        interfaces = []
        if self.peek() == "implements":
            self.i += 1
            if self.peek() == "&":
                self.i += 1
            interfaces.append(self.next())
            while self.peek() == "&":
                self.i += 1
                interfaces.append(self.next())
        if interfaces:
            self.schema["implements"][name] = interfaces
        self.skip_directives()
        fields = {}
        self.expect("{")
        while self.peek() != "}":
            self.skip_description()
            field = self.next()
            arguments = self.argument_definitions()
            self.expect(":")
            fields[field] = [self.type_ref(), arguments]
            self.skip_directives()
        self.i += 1
        self.schema["fields"][name] = fields

    def argument_definitions(self):
        if self.peek() != "(":
            return {}
        self.i += 1
        arguments = {}
        while self.peek() != ")":
            name, definition = self.input_value()
            arguments[name] = definition
        self.i += 1
        return arguments

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
            if self.peek() == "|":
                self.i += 1
            members.append(self.next())
            while self.peek() == "|":
                self.i += 1
                members.append(self.next())
        self.schema["unions"][name] = members

    def enum(self, _):
        name = self.next()
        self.declare(name, "ENUM")
        self.skip_directives()
        self.expect("{")
        enum_values = []
        while self.peek() != "}":
            self.skip_description()
            enum_values.append(self.next())
            self.skip_directives()
        self.i += 1
        self.schema["enums"][name] = enum_values

    def input_object(self, _):
        name = self.next()
        self.declare(name, "INPUT_OBJECT")
        self.skip_directives()
        self.expect("{")
        fields = {}
        while self.peek() != "}":
            field, definition = self.input_value()
            fields[field] = definition
        self.i += 1
        self.schema["inputs"][name] = fields


def read_sdl(text):
    """The schema dict described above; raises SDLError on text it cannot read."""
    return _Reader(tokenize(text)).read()
