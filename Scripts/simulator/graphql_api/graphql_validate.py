"""Static validation of a parsed document against a schema: the simulator's subset or GitHub's.

Errors are worded and shaped as graphql-ruby's static validation on
api.github.com words them (the reply then has ``errors`` and no ``data``), e.g.::

    {"path":["query IssueList","repository","foo"],
     "extensions":{"code":"undefinedField","typeName":"Repository","fieldName":"foo"},
     "locations":[{"line":3,"column":5}],
     "message":"Field 'foo' doesn't exist on type 'Repository'"}

Rules: fields exist, arguments are known / required / of the right literal
type, leaf fields have no selections and object fields have some, variables
are declared, used, of input types and used where their type fits, fragments
are defined, used and name a known type, directives are @include/@skip.
"""

from graphql_api import graphql_schema
from graphql_api import graphql_values as values
from graphql_api.graphql_parse import Field, FragmentSpread, InlineFragment, ListValue, ObjectValue, Variable
from graphql_api.graphql_schema import is_list, item_type, named, non_null


def _err(path, extensions, node, message):
    out = {}
    if path is not None:
        out["path"] = list(path)
    out["extensions"] = extensions
    out["locations"] = [{"line": node.line, "column": node.column}]
    out["message"] = message
    return out


def _op_label(op):
    return "%s %s" % (op.kind, op.name) if op.name else op.kind


def _op_title(op):
    return op.name or "anonymous %s" % op.kind


class _Validator:
    def __init__(self, doc, catalog):
        self.doc = doc
        self.catalog = catalog
        self.fragments = {f.name: f for f in doc.fragments}
        self.errors = []
        self.usages = []  # (variable node, location type, location has a default, argument name)

    def run(self):
        for op in self.doc.operations:
            self.operation(op)
        used = set()
        for op in self.doc.operations:
            used |= self.spread_names(op.selections, set())
        for frag in self.doc.fragments:
            if frag.type_condition not in self.catalog.OBJECTS:
                self.errors.append(_err(["fragment " + frag.name],
                                        {"code": "undefinedType", "typeName": frag.type_condition}, frag,
                                        "No such type %s, so it can't be a fragment condition" % frag.type_condition))
            else:
                self.selections(frag.selections, frag.type_condition, ["fragment " + frag.name], None)
            if frag.name not in used:
                self.errors.append(_err(["fragment " + frag.name],
                                        {"code": "useAndDefineFragment", "fragmentName": frag.name}, frag,
                                        "Fragment %s was defined, but not used" % frag.name))
        return self.errors

    def spread_names(self, selections, seen):
        """Names of the fragments reachable from ``selections``."""
        for sel in selections or ():
            if isinstance(sel, FragmentSpread):
                if sel.name not in seen:
                    seen.add(sel.name)
                    frag = self.fragments.get(sel.name)
                    if frag is not None:
                        self.spread_names(frag.selections, seen)
            else:
                self.spread_names(sel.selections, seen)
        return seen

    # ------------------------------------------------------------ operation
    def operation(self, op):
        label = [_op_label(op)]
        if op.kind == "subscription":
            self.errors.append(_err(label, {"code": "missingSubscriptionConfiguration"}, op,
                                    "Schema is not configured for subscriptions"))
            return
        root = "Query" if op.kind == "query" else "Mutation"
        declared = {}
        for vd in op.variables:
            declared[vd.name] = vd
            if not self.catalog.is_input(named(vd.type)):
                self.errors.append(_err(label, {"code": "variableRequiresValidType", "typeName": vd.type,
                                                "variableName": vd.name}, vd,
                                        "%s isn't a defined input type (on $%s)" % (vd.type, vd.name)))
            elif vd.default is not values.MISSING and not values.literal_ok(vd.default, vd.type, self.catalog):
                self.errors.append(_err(label, {"code": "defaultValueInvalidType", "variableName": vd.name,
                                                "typeName": vd.type}, vd,
                                        "Default value for $%s doesn't match type %s" % (vd.name, vd.type)))
        self.usages = []
        self.directives(op.directives, label)
        self.selections(op.selections, root, label, op)
        for name in self.spread_names(op.selections, set()):
            frag = self.fragments.get(name)
            if frag is not None and frag.type_condition in self.catalog.OBJECTS:
                self.collect_fragment_usages(frag)
        used = set()
        for var, loc_type, loc_default, arg_name in self.usages:
            used.add(var.name)
            vd = declared.get(var.name)
            if vd is None:
                self.errors.append(_err(label, {"code": "variableNotDefined", "variableName": var.name}, var,
                                        "Variable $%s is used by %s but not declared" % (var.name, _op_title(op))))
            elif self.catalog.is_input(named(vd.type)) and not values.usage_allowed(
                    vd.type, vd.default is not values.MISSING, loc_type, loc_default):
                msg = "Type mismatch on variable $%s and argument %s (%s / %s)" % (var.name, arg_name, vd.type,
                                                                                  loc_type)
                self.errors.append(_err(label, {"code": "variableMismatch", "variableName": var.name,
                                                "typeName": vd.type, "argumentName": arg_name,
                                                "errorMessage": "Type mismatch"}, var, msg))
        for vd in op.variables:
            if vd.name not in used:
                self.errors.append(_err(label, {"code": "variableNotUsed", "variableName": vd.name}, vd,
                                        "Variable $%s is declared by %s but not used" % (vd.name, _op_title(op))))

    def collect_fragment_usages(self, frag):
        """Variables used inside a fragment count for each operation that spreads it."""
        before = len(self.errors)
        self.selections(frag.selections, frag.type_condition, ["fragment " + frag.name], None)
        del self.errors[before:]  # already reported once for the fragment itself

    # ----------------------------------------------------------- selections
    def selections(self, selections, type_name, path, op):
        for sel in selections:
            if isinstance(sel, Field):
                self.field(sel, type_name, path)
            elif isinstance(sel, InlineFragment):
                cond = sel.type_condition or type_name
                sub = path + ["... on " + cond if sel.type_condition else "..."]
                self.directives(sel.directives, sub)
                if cond not in self.catalog.OBJECTS:
                    self.errors.append(_err(sub, {"code": "undefinedType", "typeName": cond}, sel,
                                            "No such type %s, so it can't be a fragment condition" % cond))
                    continue
                self.selections(sel.selections, cond, sub, op)
            else:
                sub = path + ["... " + sel.name]
                self.directives(sel.directives, sub)
                if sel.name not in self.fragments:
                    self.errors.append(_err(sub, {"code": "useAndDefineFragment", "fragmentName": sel.name}, sel,
                                            "Fragment %s was used, but not defined" % sel.name))

    def field(self, node, type_name, path):
        sub = path + [node.key]
        fdef = self.catalog.field_def(type_name, node.name)
        if fdef is None:
            self.errors.append(_err(sub, {"code": "undefinedField", "typeName": type_name, "fieldName": node.name},
                                    node, "Field '%s' doesn't exist on type '%s'" % (node.name, type_name)))
            return
        ftype, arg_defs = fdef
        self.arguments(node, arg_defs, sub, "Field", node.name)
        self.directives(node.directives, sub)
        target = named(ftype)
        node_name = "field '%s'" % node.name
        if self.catalog.is_leaf(target):
            if node.selections:
                names = ", ".join(s.name for s in node.selections if isinstance(s, Field))
                self.errors.append(_err(sub, {"code": "selectionMismatch", "nodeName": node_name}, node,
                                        "Selections can't be made on %s (%s returns %s but has selections [%s])"
                                        % ("enums" if target in self.catalog.ENUMS else "scalars", node_name, target,
                                           names)))
        elif not node.selections:
            self.errors.append(_err(sub, {"code": "selectionMismatch", "nodeName": node_name}, node,
                                    "Field must have selections (%s returns %s but has no selections. "
                                    "Did you mean '%s { ... }'?)" % (node_name, target, node.name)))
        else:
            self.selections(node.selections, target, sub, None)

    def arguments(self, node, arg_defs, path, kind, owner):
        given = set()
        for arg in node.arguments:
            given.add(arg.name)
            if arg.name not in arg_defs:
                self.errors.append(_err(path, {"code": "argumentNotAccepted", "name": owner, "typeName": kind,
                                               "argumentName": arg.name}, arg,
                                        "%s '%s' doesn't accept argument '%s'" % (kind, owner, arg.name)))
                continue
            atype, default = arg_defs[arg.name]
            if not values.literal_ok(arg.value, atype, self.catalog):
                self.errors.append(_err(path, {"code": "argumentLiteralsIncompatible", "typeName": kind,
                                               "argumentName": arg.name}, arg,
                                        "Argument '%s' on %s '%s' has an invalid value (%s). Expected type '%s'."
                                        % (arg.name, kind, owner, values.print_literal(arg.value), atype)))
            self.note_variables(arg.value, atype, default is not values.MISSING, arg.name)
        missing = [name for name, (atype, default) in arg_defs.items()
                   if non_null(atype) and default is values.MISSING and name not in given]
        if missing:
            self.errors.append(_err(path, {"code": "missingRequiredArguments", "className": kind, "name": owner,
                                           "arguments": ", ".join(missing)}, node,
                                    "%s '%s' is missing required arguments: %s" % (kind, owner, ", ".join(missing))))

    def note_variables(self, value, t, has_default, arg_name):
        """Record (variable, expected type) for every variable inside an argument value."""
        if isinstance(value, Variable):
            self.usages.append((value, t, has_default, arg_name))
        elif isinstance(value, ListValue) and is_list(t):
            for item in value.items:
                self.note_variables(item, item_type(t), False, arg_name)
        elif isinstance(value, ObjectValue):
            fields = self.catalog.INPUTS.get(named(t), {})
            for key, v in value.fields:
                if key in fields:
                    self.note_variables(v, fields[key][0], fields[key][1] is not values.MISSING, key)

    def directives(self, directives, path):
        for d in directives:
            if d.name not in self.catalog.DIRECTIVES:
                self.errors.append(_err(path, {"code": "undefinedDirective", "directiveName": d.name}, d,
                                        "Directive @%s is not defined" % d.name))
                continue
            self.arguments(d, self.catalog.DIRECTIVES[d.name], path, "Directive", d.name)


def validate(doc, catalog=graphql_schema):
    """[error dicts] for the whole document (empty when it is valid) against ``catalog``: the simulator's subset
    (graphql_schema) or GitHub's published schema (graphql_published.PublishedSchema)."""
    return _Validator(doc, catalog).run()
