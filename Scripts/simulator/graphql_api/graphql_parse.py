"""GraphQL executable documents: lexer and parser.

Covers what a client can send to GitHub's ``/graphql``: operations (``query
Name($v: T = default) @dir { ... }`` or the anonymous ``{ ... }``), selection
sets, fields with aliases, arguments and directives, fragment definitions,
fragment spreads and inline fragments, and every literal kind (Int, Float,
String with escapes, block strings, Boolean, null, Enum, List, Object,
``$variable``).  Commas, whitespace, a BOM and ``#`` comments are ignored.

Syntax errors are worded as graphql-ruby's (racc) parser words them, which is
what api.github.com answers (HTTP 200)::

    {"errors":[{"message":"Parse error on \\"}\\" (RCURLY) at [3, 5]","locations":[{"line":3,"column":5}]}]}

and ``Unexpected end of document`` (no location) when the text stops early.
Lines and columns count from 1.
"""

import json
import re

PUNCTUATION = {
    "{": "LCURLY", "}": "RCURLY", "(": "LPAREN", ")": "RPAREN", "[": "LBRACKET", "]": "RBRACKET",
    ":": "COLON", "$": "VAR_SIGN", "@": "DIR_SIGN", "=": "EQUALS", "!": "BANG", "|": "PIPE",
    "&": "AMP", "...": "ELLIPSIS",
}
KEYWORDS = {"on", "fragment", "true", "false", "null", "query", "mutation", "subscription", "schema",
            "scalar", "type", "extend", "implements", "interface", "union", "enum", "input",
            "directive", "repeatable"}

_TOKEN = re.compile(r"""
    (?P<skip>(?:[\s,\ufeff]|\#[^\n\r]*)+)
  | (?P<punct>\.\.\.|[{}()\[\]:$@=!|&])
  | (?P<name>[_A-Za-z][_0-9A-Za-z]*)
  | (?P<number>-?(?:0|[1-9][0-9]*)(?P<frac>\.[0-9]+)?(?P<exp>[eE][+-]?[0-9]+)?)
  | (?P<block>\"\"\"(?:\\\"\"\"|(?!\"\"\")[\s\S])*\"\"\")
  | (?P<string>"(?:[^"\\\n\r]|\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]+\}))*")
""", re.VERBOSE)

_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_ESCAPE_RX = re.compile(r'\\(u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|["\\/bfnrt])')


class ParseError(Exception):
    def __init__(self, message, line=None, column=None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column

    def to_dict(self):
        locations = [{"line": self.line, "column": self.column}] if self.line is not None else []
        return {"message": self.message, "locations": locations}


# ------------------------------------------------------------------ nodes --

class Node:
    __slots__ = ()

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (k, getattr(self, k)) for k in self.__slots__))


class Document(Node):
    __slots__ = ("operations", "fragments")

    def __init__(self, operations, fragments):
        self.operations = operations  # [Operation]
        self.fragments = fragments  # [Fragment] in document order


class Operation(Node):
    __slots__ = ("kind", "name", "variables", "directives", "selections", "line", "column")

    def __init__(self, kind, name, variables, directives, selections, line, column):
        self.kind, self.name, self.variables = kind, name, variables
        self.directives, self.selections, self.line, self.column = directives, selections, line, column


class VariableDefinition(Node):
    __slots__ = ("name", "type", "default", "line", "column")

    def __init__(self, name, type_, default, line, column):
        self.name, self.type, self.default, self.line, self.column = name, type_, default, line, column


class Field(Node):
    __slots__ = ("alias", "name", "arguments", "directives", "selections", "line", "column")

    def __init__(self, alias, name, arguments, directives, selections, line, column):
        self.alias, self.name, self.arguments = alias, name, arguments
        self.directives, self.selections, self.line, self.column = directives, selections, line, column

    @property
    def key(self):
        return self.alias or self.name


class Argument(Node):
    __slots__ = ("name", "value", "line", "column")

    def __init__(self, name, value, line, column):
        self.name, self.value, self.line, self.column = name, value, line, column


class Directive(Node):
    __slots__ = ("name", "arguments", "line", "column")

    def __init__(self, name, arguments, line, column):
        self.name, self.arguments, self.line, self.column = name, arguments, line, column


class FragmentSpread(Node):
    __slots__ = ("name", "directives", "line", "column")

    def __init__(self, name, directives, line, column):
        self.name, self.directives, self.line, self.column = name, directives, line, column


class InlineFragment(Node):
    __slots__ = ("type_condition", "directives", "selections", "line", "column")

    def __init__(self, type_condition, directives, selections, line, column):
        self.type_condition, self.directives, self.selections = type_condition, directives, selections
        self.line, self.column = line, column


class Fragment(Node):
    __slots__ = ("name", "type_condition", "directives", "selections", "line", "column")

    def __init__(self, name, type_condition, directives, selections, line, column):
        self.name, self.type_condition, self.directives = name, type_condition, directives
        self.selections, self.line, self.column = selections, line, column


class Variable(Node):
    __slots__ = ("name", "line", "column")

    def __init__(self, name, line, column):
        self.name, self.line, self.column = name, line, column


class EnumValue(Node):
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name


class ObjectValue(Node):
    __slots__ = ("fields",)

    def __init__(self, fields):
        self.fields = fields  # [(name, value)]


class ListValue(Node):
    __slots__ = ("items",)

    def __init__(self, items):
        self.items = items


# Scalars are plain Python values: str, int, float, bool, and None for ``null``.
# Types are kept as their GraphQL spelling: ``String!``, ``[IssueState!]``.


# ------------------------------------------------------------------ lexer --

def _unescape(body):
    def sub(m):
        esc = m.group(1)
        if esc[0] == "u":
            code = int(esc[2:-1] if esc[1] == "{" else esc[1:], 16)
            return chr(code) if code < 0x110000 else "\ufffd"
        return _ESCAPES[esc]
    return _ESCAPE_RX.sub(sub, body)


def block_string_value(raw):
    """The spec's BlockStringValue(): common indentation and blank edge lines removed."""
    lines = re.split(r"\r\n|\n|\r", raw.replace('\\"""', '"""'))
    indent = None
    for line in lines[1:]:
        stripped = line.lstrip(" \t")
        if stripped:
            n = len(line) - len(stripped)
            indent = n if indent is None else min(indent, n)
    if indent:
        lines = lines[:1] + [line[indent:] for line in lines[1:]]
    while lines and not lines[0].strip(" \t"):
        lines.pop(0)
    while lines and not lines[-1].strip(" \t"):
        lines.pop()
    return "\n".join(lines)


def tokenize(text):
    """[(kind, value, line, column)]; an unknown character becomes an UNKNOWN_CHAR token."""
    tokens = []
    pos, line, line_start, n = 0, 1, 0, len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        col = pos - line_start + 1
        if m is None:
            tokens.append(("UNKNOWN_CHAR", text[pos], line, col))
            pos += 1
            continue
        kind = m.lastgroup if m.lastgroup not in ("frac", "exp") else "number"
        raw = m.group(0)
        if kind == "punct":
            tokens.append((PUNCTUATION[raw], raw, line, col))
        elif kind == "name":
            tokens.append((raw.upper() if raw in KEYWORDS else "IDENTIFIER", raw, line, col))
        elif kind == "number":
            if m.group("frac") or m.group("exp"):
                tokens.append(("FLOAT", raw, line, col))
            else:
                tokens.append(("INT", raw, line, col))
        elif kind == "string":
            tokens.append(("STRING", _unescape(raw[1:-1]), line, col))
        elif kind == "block":
            tokens.append(("STRING", block_string_value(raw[3:-3]), line, col))
        # skip, block strings and strings may span lines: keep the position right
        breaks = [b for b in re.finditer(r"\r\n|\n|\r", raw)]
        if breaks:
            line += len(breaks)
            line_start = pos + breaks[-1].end()
        pos = m.end()
    return tokens


# ----------------------------------------------------------------- parser --

class _Parser:
    def __init__(self, text):
        self.tokens = tokenize(text)
        self.i = 0

    # -- token helpers
    def peek(self):
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def fail(self):
        if self.i >= len(self.tokens):
            raise ParseError("Unexpected end of document")
        kind, value, line, col = self.tokens[self.i]
        shown = json.dumps(value, ensure_ascii=False)  # Ruby's String#inspect, for what a query holds
        raise ParseError("Parse error on %s (%s) at [%d, %d]" % (shown, kind, line, col), line, col)

    def take(self, kind):
        if self.peek() != kind:
            self.fail()
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def at(self, kind):
        return self.peek() == kind

    def name(self):
        """A name: identifiers and keywords alike (``query``, ``type``, ``on``... are valid field names)."""
        kind = self.peek()
        if kind == "IDENTIFIER" or (kind is not None and kind.lower() in KEYWORDS):
            tok = self.tokens[self.i]
            self.i += 1
            return tok
        self.fail()

    # -- document
    def document(self):
        if not self.tokens:
            raise ParseError("Unexpected end of document")
        operations, fragments = [], []
        while self.i < len(self.tokens):
            kind = self.peek()
            if kind == "FRAGMENT":
                fragments.append(self.fragment())
            elif kind in ("QUERY", "MUTATION", "SUBSCRIPTION", "LCURLY"):
                operations.append(self.operation())
            else:
                self.fail()
        return Document(operations, fragments)

    def operation(self):
        _, _, line, col = self.tokens[self.i]
        if self.at("LCURLY"):
            return Operation("query", None, [], [], self.selection_set(), line, col)
        kind = self.tokens[self.i][1]
        self.i += 1
        name = None
        if self.peek() not in ("LPAREN", "DIR_SIGN", "LCURLY"):
            name = self.name()[1]
        variables = []
        if self.at("LPAREN"):
            self.i += 1
            while not self.at("RPAREN"):
                _, _, vline, vcol = self.take("VAR_SIGN")
                vname = self.name()[1]
                self.take("COLON")
                vtype = self.type_ref()
                default = MISSING
                if self.at("EQUALS"):
                    self.i += 1
                    default = self.value(const=True)
                self.directives()
                variables.append(VariableDefinition(vname, vtype, default, vline, vcol))
            self.take("RPAREN")
        directives = self.directives()
        return Operation(kind, name, variables, directives, self.selection_set(), line, col)

    def fragment(self):
        _, _, line, col = self.take("FRAGMENT")
        if self.at("ON"):
            self.fail()
        name = self.name()[1]
        self.take("ON")
        cond = self.name()[1]
        directives = self.directives()
        return Fragment(name, cond, directives, self.selection_set(), line, col)

    def type_ref(self):
        if self.at("LBRACKET"):
            self.i += 1
            inner = self.type_ref()
            self.take("RBRACKET")
            t = "[%s]" % inner
        else:
            t = self.name()[1]
        if self.at("BANG"):
            self.i += 1
            t += "!"
        return t

    def selection_set(self):
        self.take("LCURLY")
        selections = []
        while True:
            selections.append(self.selection())
            if self.at("RCURLY"):
                break
        self.i += 1
        return selections

    def selection(self):
        if self.at("ELLIPSIS"):
            _, _, line, col = self.take("ELLIPSIS")
            if self.at("ON"):
                self.i += 1
                cond = self.name()[1]
                return InlineFragment(cond, self.directives(), self.selection_set(), line, col)
            if self.at("DIR_SIGN") or self.at("LCURLY"):
                return InlineFragment(None, self.directives(), self.selection_set(), line, col)
            name = self.name()[1]
            return FragmentSpread(name, self.directives(), line, col)
        _, first, line, col = self.name()
        alias, name = None, first
        if self.at("COLON"):
            self.i += 1
            alias, name = first, self.name()[1]
        arguments = self.arguments()
        directives = self.directives()
        selections = self.selection_set() if self.at("LCURLY") else None
        return Field(alias, name, arguments, directives, selections, line, col)

    def arguments(self, const=False):
        if not self.at("LPAREN"):
            return []
        self.i += 1
        args = []
        while True:
            _, name, line, col = self.name()
            self.take("COLON")
            args.append(Argument(name, self.value(const), line, col))
            if self.at("RPAREN"):
                break
        self.i += 1
        return args

    def directives(self):
        out = []
        while self.at("DIR_SIGN"):
            _, _, line, col = self.take("DIR_SIGN")
            name = self.name()[1]
            out.append(Directive(name, self.arguments(), line, col))
        return out

    def value(self, const=False):
        kind = self.peek()
        if kind is None:
            self.fail()
        _, raw, line, col = self.tokens[self.i]
        if kind == "VAR_SIGN" and not const:
            self.i += 1
            return Variable(self.name()[1], line, col)
        self.i += 1
        if kind == "INT":
            return int(raw)
        if kind == "FLOAT":
            return float(raw)
        if kind == "STRING":
            return raw
        if kind == "TRUE":
            return True
        if kind == "FALSE":
            return False
        if kind == "NULL":
            return None
        if kind == "IDENTIFIER" or (kind.lower() in KEYWORDS and kind not in ("TRUE", "FALSE", "NULL")):
            return EnumValue(raw)
        if kind == "LBRACKET":
            items = []
            while not self.at("RBRACKET"):
                items.append(self.value(const))
            self.i += 1
            return ListValue(items)
        if kind == "LCURLY":
            fields = []
            while not self.at("RCURLY"):
                fname = self.name()[1]
                self.take("COLON")
                fields.append((fname, self.value(const)))
            self.i += 1
            return ObjectValue(fields)
        self.i -= 1
        self.fail()


class _Missing:
    """No default value / no value at all (distinct from an explicit ``null``)."""
    __slots__ = ()

    def __repr__(self):
        return "MISSING"


MISSING = _Missing()


def parse(text):
    """Document for ``text``; raises ParseError."""
    return _Parser(text).document()
