/// The builtins jq defines in jq (its `builtin.jq`, as jq 1.6 and gh's gojq behave), parsed once.
enum JQPrelude {
    static let source = [
        "def select(f): if f then . else empty end;",
        "def values: select(. != null);",
        "def nulls: select(. == null);",
        "def booleans: select(type == \"boolean\");",
        "def numbers: select(type == \"number\");",
        "def strings: select(type == \"string\");",
        "def arrays: select(type == \"array\");",
        "def objects: select(type == \"object\");",
        "def iterables: select(type | . == \"array\" or . == \"object\");",
        "def scalars: select(type | . != \"array\" and . != \"object\");",
        "def finites: select(isinfinite or isnan | not);",
        "def normals: select(isnormal);",
        "def map(f): [.[] | f];",
        "def map_values(f): .[] |= f;",
        "def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}];",
        """
        def from_entries: map({(.key // .Key // .name // .Name): \
        (if has("value") then .value else .Value end)}) | add // {};
        """,
        "def with_entries(f): to_entries | map(f) | from_entries;",
        "def any: reduce .[] as $x (false; . or $x);",
        "def all: reduce .[] as $x (true; . and $x);",
        "def any(f): reduce (.[] | f) as $x (false; . or $x);",
        "def all(f): reduce (.[] | f) as $x (true; . and $x);",
        "def isempty(g): first((g | false), true);",
        "def any(g; cond): isempty(first(g | cond | select(.))) | not;",
        "def all(g; cond): isempty(first(g | cond | select(. | not)));",
        "def in(xs): . as $x | xs | has($x);",
        "def inside(xs): . as $x | xs | contains($x);",
        "def first: .[0];",
        "def last: .[-1];",
        "def last(f): reduce f as $x (null; $x);",
        "def nth($n): .[$n];",
        """
        def nth($n; f): if $n < 0 then error("nth doesn't support negative index") \
        else first(foreach f as $item ($n + 1; . - 1; if . == 0 then $item else empty end)) end;
        """,
        "def paths: path(..) | select(length > 0);",
        "def paths(node_filter): . as $dot | paths | select(. as $p | $dot | getpath($p) | node_filter);",
        "def leaf_paths: paths(scalars);",
        "def del(f): delpaths([path(f)]);",
        "def to_array: if type == \"array\" then . else [.] end;",
        "def _assign(paths; $value): reduce path(paths) as $p (.; setpath($p; $value));",
        """
        def _modify(paths; update): reduce path(paths) as $p (.; . as $x | label $out \
        | (setpath($p; $x | getpath($p) | update) | ., break $out), delpaths([$p]));
        """,
        """
        def walk(f): def w: if type == "object" then map_values(w) elif type == "array" then map(w) else . end | f; w;
        """,
        "def combinations: if length == 0 then [] else .[0][] as $x | (.[1:] | combinations) as $w | [$x] + $w end;",
        "def combinations(n): . as $dot | [range(n)] | map($dot) | combinations;",
        "def ascii: [.] | implode;",
        "def todate: strftime(\"%Y-%m-%dT%H:%M:%SZ\");",
        "def todateiso8601: todate;",
        "def dateadd(u; n): . + n;",
        "def fromdateiso8601: strptime(\"%Y-%m-%dT%H:%M:%SZ\") | mktime;",
        "def fromdate: fromdateiso8601;",
        "def date: todate;",
        "def tostream: path(def r: (.[]? | r), .; r) as $p | getpath($p) | reduce path(.[]?) as $q ([$p, .]; [$p + $q]);",
        "def IN(s): any(s == .; .);",
        "def IN(src; s): any(src == s; .);",
        "def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);",
        "def INDEX(idx_expr): INDEX(.[]; idx_expr);",
        "def match(re; mode): _match_impl(re; mode; false) | .[];",
        """
        def match($val): ($val | type) as $vt | if $vt == "string" then match($val; null) \
        elif $vt == "array" and ($val | length) > 1 then match($val[0]; $val[1]) \
        elif $vt == "array" and ($val | length) > 0 then match($val[0]; null) else error($vt + " not a string or array") end;
        """,
        "def test(re; mode): _match_impl(re; mode; true);",
        """
        def test($val): ($val | type) as $vt | if $vt == "string" then test($val; null) \
        elif $vt == "array" and ($val | length) > 1 then test($val[0]; $val[1]) \
        elif $vt == "array" and ($val | length) > 0 then test($val[0]; null) else error($vt + " not a string or array") end;
        """,
        """
        def capture(re; mods): match(re; mods) | reduce (.captures | .[] | select(.name != null) \
        | {key: .name, value: .string}) as $pair ({}; . + {($pair.key): $pair.value});
        """,
        """
        def capture($val): ($val | type) as $vt | if $vt == "string" then capture($val; null) \
        elif $vt == "array" and ($val | length) > 1 then capture($val[0]; $val[1]) \
        elif $vt == "array" and ($val | length) > 0 then capture($val[0]; null) else error($vt + " not a string or array") end;
        """,
        "def scan(re): scan(re; null);",
        "def scan(re; $flags): match(re; \"g\" + $flags) | if (.captures | length > 0) then [.captures | .[] | .string] else .string end;",
        """
        def split($re; flags): . as $s | [match($re; "g" + flags) | (.offset, .offset + .length)] as $ms \
        | [0] + $ms + [$s | length] | [range(0; length; 2) as $i | $s[.[$i]:.[$i + 1]]];
        """,
        "def splits($re): splits($re; null);",
        "def splits($re; flags): split($re; flags) | .[];",
        """
        def sub($re; str; $flags): . as $in | reduce match($re; $flags) as $edit ({result: "", previous: 0}; \
        ($edit | reduce (.captures[] | select(.name != null) | {key: .name, value: .string}) as $pair ({}; . + {($pair.key): $pair.value})) as $caps \
        | .result += $in[.previous:$edit.offset] + ($caps | str) | .previous = $edit.offset + $edit.length) \
        | .result + $in[.previous:];
        """,
        "def sub($re; str): sub($re; str; \"\");",
        "def gsub($re; str; $flags): sub($re; str; $flags + \"g\");",
        "def gsub($re; str): sub($re; str; \"g\");",
    ]

    static let definitions: [String: JQDefinition] = {
        var definitions: [String: JQDefinition] = [:]
        for text in source {
            // Each definition is parsed on its own, followed by `.`: a chain of them would count as nesting.
            guard case .define(let definition, _) = try! JQParser.parse(text + " .") else { continue }
            definitions["\(definition.name)/\(definition.parameters.count)"] = definition
        }
        return definitions
    }()
}
