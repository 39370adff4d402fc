import Testing

/// The programs `--jq` is checked on against the real jq (`JQCorpusTests`): the jq 1.6 manual's examples, programs
/// from gh's documentation and issues (`--jq` over issues, labels, dates, repositories), and one or more for every
/// construct and builtin. A line `< JSON` gives the input of the programs that follow it, one a line.
enum JQCorpus {
    struct Entry: CustomTestStringConvertible, Sendable {
        let program: String
        let input: String
        var testDescription: String { "jq '\(program)' <<< '\(input)'" }
    }

    static let entries: [Entry] = {
        var input = "null"
        var entries: [Entry] = []
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            if line.hasPrefix("< ") { input = String(line.dropFirst(2)) } else { entries.append(Entry(program: String(line), input: input)) }
        }
        return entries
    }()

    static let text = #"""
< "Hello, world!"
.
< {"bar": "less interesting data", "foo": 42}
.foo
.foo?
.["foo"]
.foo, .bar
< {"alsonotfoo": false, "notfoo": true}
.foo
< [1, 2]
[.foo?]
< [{"good": true, "name": "JSON"}, {"good": false, "name": "XML"}]
.[0]
.[2]
.[]
.[] | .name
map(select(.good)) | .[].name
< [1, 2, 3]
.[-2]
.[1:]
.[:-1]
.[-2:]
map(.+1)
[.[] | . * 2]
add
reduce .[] as $x (0; . + $x)
[foreach .[] as $x (0; . + $x)]
[foreach .[] as $x (0; . + $x; [$x, .])]
[limit(2; .[])]
[first(.[]), last(.[])]
first, last
nth(1)
[nth(1; .[])]
[.[] | if . == 1 then "one" elif . == 2 then "two" else "many" end]
[.[] | select(. > 1)]
[.[] | tostring]
map(tojson)
length
[.[] | -.]
[paths]
[.[] as $x | $x * $x]
. as [$a, $b, $c] | $a + $b + $c
. as [$a] | $a
indices(1)
index(2), rindex(2)
[range(length)]
to_entries
min, max
any(. > 2), all(. > 0)
[.[] | . % 2]
. - [2]
. + [4]
sort_by(-.)
reverse
[.[] | tojson | fromjson]
del(.[0])
del(.[1, 2])
[.[] | select(. != 2)] | length
. as $a | [$a[] | . + $a[0]]
[recurse(if . < 3 then . + 1 else empty end)]
getpath([1])
setpath([0]; 9)
delpaths([[0], [2]])
[.[] | {a: ., b: (. * 10)}]
{a: .[0]} | .a += 10
.[1:] = ["x"]
.[0] |= . + 100
[splits("a")?]
inside([1,2,3,4])
[.[] | [., 1] | max]
implode? // "no"
< {"projects": ["jq", "wikiflow"], "user": "stedolan"}
.user, .projects[]
{user, title: .projects[0]}
{(.user): .projects}
{user, projects: .projects | length}
[.projects[] | ascii_upcase]
.projects | join(", ")
"\(.user) has \(.projects | length) projects"
@text "\(.user)"
@json "x: \(.projects)"
.projects | @sh
@sh "echo \(.user)"
.projects | @csv
.projects | @tsv
.user | @base64
.user | @base64 | @base64d
.user | @html
.user | @uri
keys
has("user"), has("nope")
to_entries | map(.key)
with_entries(select(.key == "user"))
del(.projects)
[paths]
[leaf_paths]
[paths(type == "string")]
tostream
[tostream]
map_values(length)
walk(if type == "string" then ascii_upcase else . end)
.projects as [$first] | $first
. as {user: $u, projects: [$p]} | [$u, $p]
. as {$user} | $user
.user | test("sted")
.user | [match("o")] | length
.user | capture("(?<a>s.)(?<b>e.)")
.user | sub("o"; "0")
.user | gsub("[aeiou]"; "_")
.user | [scan("[aeiou]")]
.user | split("o")
.user | ltrimstr("ste") | rtrimstr("lan")
.user | startswith("ste"), endswith("dan")
.user | explode | implode
.user | ascii_downcase
.user | length, utf8bytelength
.projects | index("wikiflow")
.projects | contains(["jq"])
.projects | inside(["jq", "wikiflow", "x"])
[.projects[] | select(startswith("w"))]
.projects | map(select(test("^j")))
.projects | first, last
getpath(["projects", 1])
[getpath(["projects", 0], ["user"])]
setpath(["a", "b"]; 1)
path(.projects[0])
[path(..)]
.projects[1:] 
.user[1:3]
.nope // "default"
.user // "default"
(.nope // .user) | length
[.projects[] | {name: ., len: length}] | sort_by(.len) | map(.name)
.projects | group_by(length)
.projects | unique_by(length)
.projects | min_by(length), max_by(length)
try error("x") catch .
try (.user | error) catch ("caught " + .)
[.projects[] | try (if . == "jq" then error("bad") else . end) catch "err"]
.user as $u | .projects | map($u + "/" + .)
def f: .user; f
def f(g): [g, g]; f(.user)
def f($x): $x + 1; f(1)
def addvalue(f): f as $x | map(. + $x); .projects | addvalue(.[0])
def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; 10 | fac
label $out | .projects[] | ., break $out
[.projects[] | label $done | if length > 2 then ., break $done else "short" end]
{a: 1} * {a: {b: 2}}
{a: {b: 1, c: 2}} * {a: {b: 3}}
.user * 2
"abc" / "b"
10 / 4
10 % 3
-10 % 3
1 + 2 * 3 - 4 / 2
(1, 2) + (10, 20)
[1, 2] - [2]
null + 1
{} + {a: 1}
[.[] | numbers]
[.[] | strings]
[.[]?] | length
..|.user? // empty
[..|strings]
[.. | select(type == "string")] | length
env | type
$ENV | type
infinite, -infinite
[nan] | .[0] | isnan
nan < 1
[1, nan] | sort | .[1]
[null, true, false, 0, -1, "a", "", [], {}, [0], {"a":1}] | sort
[{"a":1}, {"a":0, "b":1}, {"b":0}] | sort
"\u00e9" | explode
[1, 1.5, 100, 1e3, 0.1, -0.25] | map(. * 2)
1 / 3
3.0
1e1000 | . > 1e308
[.[]?|numbers]
[splits(", ")?]
{"a": "b"} | to_entries
[{"name": "a", "value": 1}, {"key": "b", "value": 2}] | from_entries
ascii_downcase? // "not a string"
[range(5)]
[range(2; 5)]
[range(0; 10; 3)]
[range(5; 0; -2)]
[range(0, 1; 3, 4)]
[limit(3; range(100))]
[limit(5; repeat(1))]
[1 | limit(5; repeat(. * 2))]
[10 | while(. < 100; . * 2)]
[1 | until(. > 100; . * 3)]
[0 | recurse(. + 1; . < 4)]
[{"a": [1]} | recurse]
[[1, [2]], 3] | flatten
[[1, [2]], 3] | flatten(1)
[1, [2, [3, [4]]]] | flatten(2)
{"a": 1, "b": null} | [.[] | values]
[1, null, 2] | map(values)
isempty(empty), isempty(1)
[.[]?] | add
[{"a": 1}, {"b": 2}] | add
["a", "b"] | add
[[1], [2]] | add
[] | add
any, all
[] | any, all
[true, false] | any, all
[1, 2, 3] | IN(2)
2 | IN(1, 2)
[IN(range(5); 3, 7)]
[{"id": 1, "v": "a"}, {"id": 2, "v": "b"}] | INDEX(.id)
INDEX([1,2][]; . * 10)
"a,b, cd, efg" | index(", ")
"a,b, cd, efg" | rindex(", ")
"a,b, cd, efg" | indices(", ")
[0,1,2,1,3,1,4] | indices(1)
[0,1,2,3,1,4,2,5,1,2,6,7] | indices([1,2])
"abc" | test("B"; "i")
"foo bar foo" | [match("foo"; "g") | .offset]
"foo bar FOO" | [match("foo"; "gi") | .string]
"test 123 abc 456" | [match("[0-9]+"; "g") | .string]
"xyzzy-14" | capture("(?<a>[a-z]+)-(?<n>[0-9]+)")
"ab,cd ef" | [splits("[, ]")]
"ab,cd, ef" | split(", *"; null)
"Abc abc" | gsub("(?<x>[a-z])c"; "\(.x)C")
"aaa" | sub("a"; "b")
"aaa" | gsub("a"; "b")
"a.b.c" | gsub("\\."; "/")
"test" | gsub("(?<l>.)"; "\(.l)\(.l)")
"2015-03-05T23:51:47Z" | fromdate
"2015-03-05T23:51:47Z" | strptime("%Y-%m-%dT%H:%M:%SZ")
"2015-03-05T23:51:47Z" | strptime("%Y-%m-%dT%H:%M:%SZ") | mktime
1425599507 | todate
1425599507 | gmtime
1425599507 | gmtime | todate
1425599507 | strftime("%A, %B %d, %Y")
1425599507 | strftime("%Y-%m-%dT%H:%M:%SZ")
1425599507 | strftime("%H:%M %j %a %b %e %y")
"10:15 on 2021-02-03" | strptime("%H:%M on %Y-%m-%d") | mktime
"1.5" | tonumber
"12" | tonumber + 1
[1, "1"] | map(tostring)
[1, "a", null, true, [1], {"a": 1}] | map(type)
[3, 1, 2] | sort | reverse
[1, 2, 2, 3, 3, 3] | unique
[{"a": 2}, {"a": 1}] | min_by(.a), max_by(.a)
[{"a": 2, "b": 1}, {"a": 1, "b": 2}, {"a": 2, "b": 0}] | group_by(.a)
[{"a": 2, "b": 1}, {"a": 1, "b": 2}, {"a": 2, "b": 0}] | sort_by(.a, .b)
[{"a": 2, "b": 1}, {"a": 1, "b": 2}, {"a": 2, "b": 0}] | unique_by(.a) | length
{"a": {"b": 1}} | has("a"), (.a | has("b"))
[1, 2] | has(0), has(2)
"a" | in({"a": 1})
0 | in([5])
{"a": 1} | contains({"a": 1})
"foobar" | contains("bar")
["foobar", "foobaz", "blarp"] | contains(["baz", "bar"])
{"foo": 12, "bar":[1,2,{"barp":12, "blip":13}]} | contains({foo: 12, bar: [{barp: 12}]})
"bar" | inside("foobar")
[1, 2] | combinations? // "x"
[[1,2], [3, 4]] | [combinations]
[0, 1] | [combinations(2)]
{"a": [1, 2]} | [paths(type == "number")]
{"a":[{"b":1}]} | [paths]
{"a":[{"b":1}]} | [leaf_paths]
{"a":[{"b":1}]} | [paths(..)]
{"a": 1, "b": 2} | to_entries
{"a": 1, "b": 2} | with_entries(.key |= ascii_upcase)
{"a": 1, "b": 2} | map_values(. + 1)
{"a": 1, "b": 2} | map(. * 10)
{"a": 1, "b": 2} | del(.a)
{"a": 1, "b": 2} | del(.a, .b)
{"a": {"b": 1, "c": 2}} | del(.a.b)
{"a": [1, 2, 3]} | del(.a[0, 2])
{"a": [1, 2, 3]} | .a[1:] |= map(. * 2)
{"a": [1, 2, 3]} | .a |= map(select(. > 1))
{"a": 1} | .b = .a
{"a": 1} | .b.c = 5
{"a": 1} | .a -= 1, .a *= 5, .a /= 2, .a %= 1
{"a": null} | .a //= 3
{"a": 1} | .a //= 3
{"a": [1, 2]} | .a[] += 1
{"a": [{"b": 1}, {"b": 2}]} | .a[].b |= . * 10
{"a": [{"b": 1}, {"b": 2}]} | (.a[] | select(.b == 2) | .b) = 0
{"a": [{"b": 1}, {"b": 2}]} | [.a[] | .b] | add / length
{"a": 1, "b": [1, 2]} | [.[] | numbers]
{"a": 1, "b": [1, 2]} | [.. | numbers]
{"a": 1, "b": [1, 2]} | [..] | length
{"a": 1, "b": [1, 2]} | tojson
{"a": 1, "b": [1, 2]} | tostring
"{\"a\":1}" | fromjson | .a
"[1,2" | try fromjson catch "bad"
{"a": 1} | keys_unsorted
{"b": 1, "a": 2} | keys
[[1, 2], [3, 4]] | .[] as [$a, $b] | {a: $a, b: $b}
{"a": 1, "b": [2, {"c": 3}]} | . as {a: $x, b: [$y, {c: $z}]} | [$x, $y, $z]
{"a": 1} | . as {b: $missing} | $missing
[[1, 2], {"a": 3}] | .[] as [$a] ?// {a: $a} | $a
[[1, 2], {"a": 3}] | [.[] as {a: $a} ?// [$a] | $a]
{"posts": [{"title": "First", "author": "anon"}, {"title": "Second", "author": "person1"}], "realnames": {"anon": "Anonymous", "person1": "Person McPherson"}} | .realnames as $names | .posts[] | {title, author: $names[.author]}
[1, [2, 3]] | getpath([1, 0])
null | getpath(["a", "b"])
null | setpath(["a", 0]; 1)
[1, 2, 3] | .[1:2] = ["a", "b"]
null | [.[]?]
null | .a.b.c
null | length
{"a": "x"} | .a + null
[limit(3; .[]?)]
[first(range(10; 0; -1))]
[.[]?] | first(.[]?) // "none"
[range(10)] | .[2:4] | length
[range(10)] | .[:3]
[range(10)] | .[-3:]
[range(10)] | [.[] | select(. % 3 == 0)]
"x" | ascii_downcase | ascii_upcase
[65, 66] | implode
"AB" | explode
[1, 2, 3] | tostring
true and false, true or false, (false | not)
[true, false, null, 0] | map(not)
(1, null) and true
[.[] | . and true]?
[1, 2] as [$a, $b] | {a: $a, b: $b}
{"a": [1, 2, 3]} | .a as [$first] | $first
[[1, 2], [10, 20]] | map(add)
[{"a": 1}, {"a": 2}] | map(.a) | add
[{"a": 1}, {"a": 2}] | [.[].a] | max
[3, 1, 2] | sort_by(.) | first
[[2, "b"], [1, "a"]] | sort | map(.[1]) | join("")
["a", 1, null, true] | join("-")
[] | join(",")
[1, 2, 3] | join(",")
"a b  c" | split(" ")
"" | split(",")
"abc" | split("")
"a1b2c3" | [scan("[0-9]")] | map(tonumber) | add
"hello" | .[1:3]
"hello" | .[-3:]
"héllo wörld" | length
"héllo wörld" | utf8bytelength
"héllo" | explode | length
"a b&c=d/é" | @uri
"it's" | @sh
[1, "a b", null, true] | @sh
"dGVzdA==" | @base64d
"test" | @base64
[1, "a,b", "c\"d", null, true] | @csv
[1, "a\tb", "c\\d", null, true] | @tsv
{"a": 1} | @json
{"a": 1} | @text
[1, 2] | @json "v: \(.)"
"x" | @base64 "v: \(.)"
"x y" | @uri "https://example.com/?q=\(.)"
[1, "x"] | "\(.[0]) and \(.[1])"
{"a": {"b": "c"}} | "nested \(.a.b) \("lit")"
"\(1 + 2)"
"a\tb\nc" | @json
"tab\there" | @text
now | type
(now | . > 1500000000)
[splits("x")?] | length
{"number": 3, "title": "Crash", "labels": [{"name": "bug"}, {"name": "p1"}], "author": {"login": "octocat"}} | "#\(.number) \(.title) [\(.labels | map(.name) | join(","))] by @\(.author.login)"
{"number": 3, "labels": [{"name": "bug"}, {"name": "p1"}]} | select(any(.labels[]; .name == "bug")) | .number
{"number": 3, "labels": [{"name": "bug"}, {"name": "p1"}]} | select(all(.labels[]; .name != "wontfix")) | .number
{"number": 3, "labels": [{"name": "bug"}, {"name": "p1"}]} | [.labels[].name] | index("p1")
{"number": 3, "labels": [{"name": "bug"}, {"name": "p1"}]} | .labels | map(.name) | contains(["bug"])
{"number": 3, "labels": [{"name": "bug"}]} | if (.labels | length) > 0 then "labelled" else "bare" end
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}, {"n": 3, "state": "OPEN"}] | group_by(.state) | map({state: .[0].state, count: length})
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}, {"n": 3, "state": "OPEN"}] | map(select(.state == "OPEN")) | length
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}] | map({(.state | ascii_downcase): .n}) | add
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}] | reduce .[] as $i ({}; .[$i.state] += 1)
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}] | [.[] | [.n, .state] | @tsv] | join("\n")
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}] | .[] | "\(.n)\t\(.state)"
[{"n": 1, "state": "OPEN"}, {"n": 2, "state": "CLOSED"}] | map(.n) | @csv
[{"name": "cli", "stargazerCount": 30, "primaryLanguage": {"name": "Go"}}, {"name": "lite", "stargazerCount": 5, "primaryLanguage": null}] | sort_by(-.stargazerCount) | .[0].name
[{"name": "cli", "stargazerCount": 30, "primaryLanguage": {"name": "Go"}}, {"name": "lite", "stargazerCount": 5, "primaryLanguage": null}] | map(.primaryLanguage.name // "none")
[{"name": "cli", "stargazerCount": 30, "primaryLanguage": {"name": "Go"}}, {"name": "lite", "stargazerCount": 5, "primaryLanguage": null}] | map(.stargazerCount) | add
[{"name": "cli", "stargazerCount": 30, "primaryLanguage": {"name": "Go"}}, {"name": "lite", "stargazerCount": 5, "primaryLanguage": null}] | .[] | select(.stargazerCount > 10) | .name
[{"createdAt": "2023-01-02T03:04:05Z"}, {"createdAt": "2022-12-31T23:59:59Z"}] | map(.createdAt | fromdateiso8601) | max | todate
[{"createdAt": "2023-01-02T03:04:05Z"}, {"createdAt": "2022-12-31T23:59:59Z"}] | sort_by(.createdAt | fromdate) | .[0].createdAt
[{"createdAt": "2023-01-02T03:04:05Z"}] | .[0].createdAt | fromdate | strftime("%Y-%m-%d")
[{"login": "a"}, {"login": "b"}] | map(.login) | join(", ")
[{"login": "a"}, {"login": "b"}] | [.[].login] | @sh
{"assignees": [{"login": "a"}], "body": "line1\nline2"} | .body | split("\n") | length
{"assignees": [{"login": "a"}], "body": "- [x] done\n- [ ] todo"} | .body | [scan("- \\[x\\]")] | length
{"title": "feat: add thing"} | .title | capture("^(?<type>[a-z]+): (?<rest>.*)$")
{"title": "feat(scope): add"} | .title | test("^feat(\\(.+\\))?:")
{"url": "https://github.com/cli/cli/issues/123"} | .url | split("/") | .[-1] | tonumber
{"url": "https://github.com/cli/cli/issues/123"} | .url | sub("https://github.com/"; "")
{"url": "https://github.com/cli/cli/issues/123"} | .url | ltrimstr("https://github.com/") | split("/")[:2] | join("/")
def count(s): reduce s as $_ (0; . + 1); count(range(7))
def f: def g: 3; g * 2; f
def f(x): x * 2; f(3)
def f(a; b): a + b; f(1; 2)
def f($a; $b): $a - $b; f(5; 2)
def fib: if . < 2 then . else (. - 1 | fib) + (. - 2 | fib) end; 15 | fib
def rec(n): if n > 0 then rec(n - 1) + 1 else 0 end; rec(50)
[1, 2, 3] | def s: reduce .[] as $x (0; . + $x); s
reduce range(5) as $i ([]; . + [$i * 2])
reduce empty as $i (0; . + 1)
[foreach range(5) as $i (null; $i; select(. % 2 == 0))]
[foreach (1, 2, 3) as $x ({sum: 0}; .sum += $x; .sum)]
reduce ([1, 2], [3, 4]) as [$a, $b] (0; . + $a * $b)
[label $f | range(10) | ., (select(. == 3) | break $f)]
try error({"a": 1}) catch .a
try error catch .
[.[]?, "after"]
try (1, error("x"), 3) catch .
[(1, 2) | try (if . == 1 then error("one") else . end) catch "caught"]
(try error("\(1 + 1)") catch .) | length
[1, null, 2] | map(. // "d")
(false, null, 1) // 42
(false, null) // (3, 4)
empty // 5
[1, 2] | .[5] // "none"
.a.b? // "deep"
[{"a": 1}, "x"] | map(.a?)
[{"a": 1}, "x"] | [.[] | .a?]
[[1, 2], "ab"] | map(.[0]?)
{"a": [1, 2]} | .a[1:]? 
{"if": 1, "then": 2} | .if, .then
{"a": {"b": {"c": 42}}} | .a.b.c, .a["b"].c, ."a"."b"."c", .["a"]["b"]["c"]
{"a-b": 1} | ."a-b", .["a-b"]
{"$x": 1} | ."$x"
[1, 2, 3] | .[1.2:2.5]
[3, 2, 1] | sort | .[length - 1]
[0.1, 0.2] | add
1e3, 1.5e2, 2E-2
100000000000, 12345678901234
-0.5 | floor, ceil, fabs, round
16 | sqrt
2 | pow(.; 10)
[4, 2] | pow(.[0]; .[1])
10 | log10
3.7 | trunc?
9 | tostring | length
{} | .a.b.c = 1
{} | .a[2] = 1
[1, 2] | .[-1] = 9
{"a": 1} | to_entries[0] | .key
{"a": [1, 2, 3]} | .a | length as $n | map(. / $n)
[[1, 2], [3]] | map(length) | add
[1, 2, 3] | [.[] | select(. >= 2)] == [2, 3]
[{"a":1}] == [{"a":1}]
{"a": 1, "b": 2} == {"b": 2, "a": 1}
1 < "a", "a" < [], [] < {}, null < false, false < true, true < 0
[1, 2] < [1, 3], {"a": 1} < {"a": 2}, {"a": 2} < {"b": 1}
"abc" < "abd", "Z" < "a", "é" > "z"
[.[]?] | length == 0
"\u0041\u00e9\ud83d\ude00" | explode
"😀" | length, utf8bytelength
"a" * 3
"ab" * 0
{"k": {"a": 1, "b": 2}} | .k * {"b": 3, "c": 4}
[1, 2, 3] - [1, 3]
4 - 1.5
7 / 2
7 % 2, -7 % 2, 7 % -2
1 + 1 == 2
[1, 2] | length > 1
[.[] ?]
"abc" | test("a.c")
"abc" | test("^b")
"ABC" | test("abc"; "ix")
"a\nb" | test("a.b")
"foo bar" | [match("(?<w>\\w+)"; "g") | .captures[0].name]
"aXbXc" | [splits("X")]
"aXbXc" | sub("(?<a>X)"; "[\(.a)]"; "g")
"Hello World" | [scan("o")] | length
"2023-06-15" | split("-") | map(tonumber)
"a-b_c d" | gsub("[-_ ]"; "")
"CamelCaseString" | [scan("[A-Z][a-z]+")] | join("_") | ascii_downcase
"  padded  " | ltrimstr("  ") | rtrimstr("  ")
"v1.2.3" | ltrimstr("v") | split(".") | map(tonumber)
"x" | ltrimstr(1)
{"a":"x"} | .a |= ascii_upcase
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map({id, tag: .tags[]})
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [.[] | select(.tags | index("a"))] | map(.id)
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map(.tags) | flatten | unique
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | reduce .[] as $x ({}; reduce $x.tags[] as $t (.; .[$t] += [$x.id]))
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | INDEX(.id) | keys
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map(select(.tags | any(. == "a"))) | length
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map(select(.tags | all(. == "b"))) | map(.id)
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [paths(type == "number")] | length
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | del(.[].tags)
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | del(.[] | select(.id == 1))
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | to_entries | map("\(.key): \(.value.id)")
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | walk(if type == "array" then sort else . end)
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [.[] | .tags | length] | add
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | .[0] | with_entries(select(.value | type == "number"))
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map(.id) as $ids | $ids | add
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [limit(1; .[] | select(.id > 0))] | .[0].id
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | first(.[] | select(.tags | length == 1)) | .id
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [.[] | .id * 100 + (.tags | length)]
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | map(.tags |= join("+"))
[{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ["b"]}] | [.[].tags[]] | group_by(.) | map({(.[0]): length}) | add
{"a": 1, "b": "x", "c": null} | [to_entries[] | select(.value != null) | .key]
{"a": 1, "b": "x", "c": null} | del(..|nulls)
{"a": 1, "b": "x", "c": null} | [.[] | scalars]
{"a": 1, "b": "x", "c": null} | [.[] | booleans, nulls]
{"a": [1], "b": {"c": 2}} | [.[] | iterables]
{"a": [1], "b": {"c": 2}} | [.. | objects] | length
{"a": [1], "b": {"c": 2}} | [.. | arrays]
{"a": [1], "b": {"c": 2}} | tostream
{"a": [1], "b": {"c": 2}} | [getpath(["a", 0], ["b", "c"])]
{"a": [1], "b": {"c": 2}} | [paths] | map(map(tostring) | join("."))
{"a": [1], "b": {"c": 2}} | reduce paths(scalars) as $p (.; setpath($p; 0))
{"a": [1], "b": {"c": 2}} | path(.a[0], .b.c)
{"a": [1], "b": {"c": 2}} | [path(.. | select(type == "number"))]
{"a": [1], "b": {"c": 2}} | to_entries | map(.value | type)
{"a": [1], "b": {"c": 2}} | .b + {d: 3}
{"a": [1], "b": {"c": 2}} | {a: .a[0], c: .b.c} | add
{"a": [1], "b": {"c": 2}} | [.a[], .b.c] | @csv
{"a": [1], "b": {"c": 2}} | keys | map(ascii_upcase) | join("")
< [{"author": {"login": "octocat"}, "body": "line one\nline\ttwo \\ three", "closed": false, "labels": [{"name": "bug"}, {"name": "p1"}], "milestone": null, "number": 3, "title": "Crash \"quoted\" on start"}, {"author": {"login": "hubot"}, "body": "", "closed": true, "labels": [], "milestone": {"title": "v1"}, "number": 1, "title": "Docs: ünïcödé ✓"}, {"author": {"login": "octocat"}, "body": null, "closed": false, "labels": [{"name": "enhancement"}], "milestone": null, "number": 2, "title": "Add --jq"}]
.
.[0]
.[-1].title
.[1:]
.[:-1] | length
.[].number
.[] | .author.login
.[] | select(.author.login == "octocat") | .number
.[] | select(.labels | length > 0) | .title
.[] | select(.closed | not) | .number
.[] | select(.number >= 2 and .closed == false) | .title
.[] | select(.number < 2 or .number > 2) | .number
.[] | select(.number != 1) | .number
.[] | select(.number <= 2) | .number
map(.number)
map(.labels[].name)
[.[].labels[].name] | join(", ")
.[0] | keys
.[0].labels | keys
.[] | .milestone.title // "none"
.[] | .body // "empty"
.[] | select(.title | test("crash"; "i")) | .number
.[] | .title | test("^D")
.[] | select(.labels | contains([{"name": "bug"}])) | .number
.[] | .title | contains("Crash")
first, last
first(.[].number), last(.[].number)
.[] | "#\(.number) \(.title) by \(.author.login)"
.[] | [.number, .title, .closed, .milestone.title] | @tsv
.[] | [.number, .title, .body] | @tsv
.[] | [.number, .title, .closed, .milestone.title] | @csv
.[] | {number, title, who: .author.login}
.[] | {(.author.login): .number}
[.[] | .number] | .[1:2]
.[0].title[0:5]
.[]?
.[0].title?
(.[0], .[1]) | .number
[.[] | .labels[]?.name]
.[] | [.labels[].name] | length
[.[].number] == [3, 1, 2]
.[] | .closed and .number > 1
"\(.[0].labels)"
[.[] | .number, .title]
.[0] | .labels | map(.name) | first
.[] | .number | . == 1, . != 1
null | length
.[2].body | length
[(1,2) == (1,2)]
"x\((1,2))y\((3,4))"
{a: (1,2), b: (3,4)}
[.[] | .milestone] | map(. // 0)
"""#
}
