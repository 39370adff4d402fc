"""The simulator's modules import one another without a circle and without reaching into another module's private
names (``from x import _y`` or ``x._y``): a helper several modules need is a public name of the module owning it.

Every import counts, those inside functions too (a late import only hides a circle).  The tests are left out: they
may look into what they test.
"""

import ast
import os
import shutil
import tempfile
import unittest

SIM_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED = {"tests", "__pycache__"}


def simulator_modules(root=SIM_DIR):
    """Dotted module name -> file path, for every module of the simulator outside its tests."""
    found = {}
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED and not d.startswith("."))
        package = os.path.relpath(folder, root).replace(os.sep, ".")
        for name in files:
            if name.endswith(".py"):
                stem = name[:-3]
                parts = ([] if package == "." else [package]) + ([] if stem == "__init__" else [stem])
                found[".".join(parts) or "__init__"] = os.path.join(folder, name)
    return found


class Imports:
    """What one module imports from the others: the modules (edges) and the private names it reaches for."""

    def __init__(self, name, path, modules):
        self.name = name
        self.modules = modules
        self.edges = set()
        self.private_reaches = []
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        bound = {}  # local name -> simulator module it stands for
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in modules:
                        self.edges.add(alias.name)
                        bound[alias.asname or alias.name] = alias.name
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in modules:
                for alias in node.names:
                    submodule = node.module + "." + alias.name
                    if submodule in modules:
                        self.edges.add(submodule)
                        bound[alias.asname or alias.name] = submodule
                    else:
                        self.edges.add(node.module)
                        self.reach(node.module, alias.name, node.lineno)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in bound:
                self.reach(bound[node.value.id], node.attr, node.lineno)
        self.edges.discard(name)

    def reach(self, module, attribute, line):
        if attribute.startswith("_") and not attribute.startswith("__") and module != self.name:
            self.private_reaches.append("%s:%d uses %s.%s" % (self.name, line, module, attribute))


def import_graph(root=SIM_DIR):
    modules = simulator_modules(root)
    return {name: Imports(name, path, modules) for name, path in modules.items()}


def circles(graph):
    """Every import circle, each as the path that closes it (a -> b -> a), found by a depth-first walk."""
    found, state, trail = [], {}, []

    def visit(name):
        state[name] = "open"
        trail.append(name)
        for dep in sorted(graph[name].edges):
            if state.get(dep) == "open":
                found.append(" -> ".join(trail[trail.index(dep):] + [dep]))
            elif dep not in state:
                visit(dep)
        trail.pop()
        state[name] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name)
    return found


class ImportTests(unittest.TestCase):
    maxDiff = None

    def setUp(self):
        self.graph = import_graph()

    def test_the_walk_sees_the_packages_and_their_imports(self):
        self.assertIn("graphql_api.graphql_exec", self.graph)
        self.assertIn("state.store", self.graph["server"].edges)
        self.assertIn("model.issue_changes", self.graph["rest.routes_issue_writes"].edges)

    def test_no_module_imports_itself_round_a_circle(self):
        self.assertEqual(circles(self.graph), [])

    def test_no_module_reaches_into_another_ones_private_names(self):
        self.assertEqual([r for m in self.graph.values() for r in m.private_reaches], [])


class GuardTests(unittest.TestCase):
    """The checks themselves catch what they look for, on a small tree written here."""

    def tree(self, files):
        root = tempfile.mkdtemp(prefix="sim-imports-")
        self.addCleanup(shutil.rmtree, root)
        for path, text in files.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as f:
                f.write(text)
        return import_graph(root)

    def test_a_circle_through_a_late_import_is_found(self):
        graph = self.tree({"a/__init__.py": "", "a/one.py": "from a import two\n",
                           "a/two.py": "def f():\n    from a.one import g\n"})
        self.assertEqual(circles(graph), ["a.one -> a.two -> a.one"])

    def test_a_private_name_from_another_module_is_found_both_ways(self):
        graph = self.tree({"a/__init__.py": "", "a/one.py": "_x = 1\n",
                           "b.py": "from a.one import _x\nfrom a import one\nprint(one._x)\n"})
        self.assertEqual(graph["b"].private_reaches, ["b:1 uses a.one._x", "b:3 uses a.one._x"])
